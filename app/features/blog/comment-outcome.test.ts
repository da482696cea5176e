import { describe, expect, it } from "vitest";
import { commentOutcome } from "./comment-outcome.server";
import { ApiError } from "~/shared/api/client.server";

describe("commentOutcome (docs/requirements.md, Messages)", () => {
  it("201 and 200 are a success", () => {
    expect(commentOutcome({ kind: "answered", status: 201 })).toEqual({ ok: true, message: "Message Sent Successfully!" });
    expect(commentOutcome({ kind: "answered", status: 200 })).toEqual({ ok: true, message: "Message Sent Successfully!" });
  });

  it("another 2xx status is 'Message Not Sent! Please try again.'", () => {
    expect(commentOutcome({ kind: "answered", status: 202 })).toEqual({ ok: false, message: "Message Not Sent! Please try again." });
  });

  it("an error answer shows the server's message", () => {
    expect(commentOutcome({ kind: "failed", error: new ApiError("404", "http", 404, "Blog not found") }).message).toBe("Blog not found");
  });

  it("an error answer without a message is 'Server error occurred.'", () => {
    expect(commentOutcome({ kind: "failed", error: new ApiError("500", "http", 500) }).message).toBe("Server error occurred.");
  });

  it("no response (or no answer in time) is 'Unable to connect to the server.'", () => {
    expect(commentOutcome({ kind: "failed", error: new ApiError("down", "network") }).message).toBe("Unable to connect to the server.");
  });

  it("anything else is 'An unexpected error occurred.'", () => {
    expect(commentOutcome({ kind: "failed", error: new TypeError("a bug") }).message).toBe("An unexpected error occurred.");
  });
});
