import { describe, expect, it } from "vitest";
import { commentOutcome } from "./comment-outcome";

describe("commentOutcome (spec §8)", () => {
  it("201 and 200 are a success", () => {
    expect(commentOutcome({ kind: "answered", status: 201 })).toEqual({ ok: true, message: "Message Sent Successfully!" });
    expect(commentOutcome({ kind: "answered", status: 200 })).toEqual({ ok: true, message: "Message Sent Successfully!" });
  });

  it("another 2xx status is 'Message Not Sent! Please try again.'", () => {
    expect(commentOutcome({ kind: "answered", status: 202 })).toEqual({ ok: false, message: "Message Not Sent! Please try again." });
  });

  it("an error answer shows the server's message", () => {
    expect(commentOutcome({ kind: "http-error", status: 404, serverMessage: "Blog not found" }).message).toBe("Blog not found");
  });

  it("an error answer without a message is 'Server error occurred.'", () => {
    expect(commentOutcome({ kind: "http-error", status: 500 }).message).toBe("Server error occurred.");
  });

  it("no response is 'Unable to connect to the server.'", () => {
    expect(commentOutcome({ kind: "no-response" }).message).toBe("Unable to connect to the server.");
  });

  it("anything else is 'An unexpected error occurred.'", () => {
    expect(commentOutcome({ kind: "other" }).message).toBe("An unexpected error occurred.");
  });
});
