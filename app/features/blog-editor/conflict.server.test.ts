import { describe, expect, it } from "vitest";
import { ApiError } from "~/shared/api/client.server";
import { conflictOf, pakistanDateTime } from "./conflict.server";

function apiError(status: number, payload: unknown): ApiError {
  const error = new ApiError(`API answered ${status}`, "http", status);
  error.payload = payload;
  return error;
}

describe("conflictOf", () => {
  it("names who changed the post and when, in Pakistan time, and says nothing was overwritten", () => {
    const conflict = conflictOf(
      apiError(409, { error: "conflict", message: "changed", currentVersion: 4, updatedAt: "2026-11-25T09:30:00.000Z", savedBy: { _id: "u1", name: "Bilal" } }),
    );
    expect(conflict?.currentVersion).toBe(4);
    expect(conflict?.message).toContain("Bilal changed this post on 25 Nov 2026 at 14:30");
    expect(conflict?.message).toContain("Nothing was overwritten");
  });
  it("still explains when the API does not say who", () => {
    const conflict = conflictOf(apiError(409, { error: "conflict", message: "changed", currentVersion: 2, updatedAt: "2026-01-01T00:00:00Z" }));
    expect(conflict?.message).toMatch(/^Another staff member changed this post on 1 Jan 2026 at 05:00/);
  });
  it("is null for any other failure", () => {
    expect(conflictOf(apiError(400, { message: "bad" }))).toBeNull();
    expect(conflictOf(apiError(409, { message: "duplicate slug" }))).toBeNull();
    expect(conflictOf(new Error("boom"))).toBeNull();
  });
  it("formats a date across the Pakistan midnight", () => {
    expect(pakistanDateTime("2026-12-31T20:15:00Z")).toBe("1 Jan 2027 at 01:15");
  });
});
