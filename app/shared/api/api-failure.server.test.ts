import { afterEach, describe, expect, it, vi } from "vitest";
import { logApiFailure } from "./api-failure.server";
import { ApiError } from "./client.server";

describe("logApiFailure", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a refusal as a warning and a fault as an error, so an operator's error count means something broke", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    logApiFailure("Deleting blog x", new ApiError("API answered 404 for /api/blogs/?id=x", "http", 404));
    expect(warn).toHaveBeenCalledWith("Deleting blog x refused:", "API answered 404 for /api/blogs/?id=x");
    expect(error).not.toHaveBeenCalled();

    logApiFailure("Deleting blog x", new ApiError("API answered 500 for /api/blogs/?id=x", "http", 500));
    logApiFailure("Lead jobs", new ApiError("API unreachable: /api/leads/1/jobs", "network"));
    expect(error.mock.calls).toEqual([
      ["Deleting blog x failed:", "API answered 500 for /api/blogs/?id=x"],
      ["Lead jobs failed:", "API unreachable: /api/leads/1/jobs"],
    ]);
  });

  it("lets a chosen answer (the login redirect) go on instead of logging it", () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    expect(() => logApiFailure("Lead jobs", redirect)).toThrow(Response);
  });
});
