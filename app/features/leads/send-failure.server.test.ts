import { describe, expect, it } from "vitest";
import { ApiError } from "~/shared/api/client.server";
import { classifySendFailure } from "./send-failure.server";

describe("classifySendFailure", () => {
  it("turns the API's 400 field errors into field errors", () => {
    const error = new ApiError("API answered 400", "http", 400, "Invalid input", { phone: ["Enter a Pakistani mobile number, e.g. 0300-1234567"] });
    expect(classifySendFailure(error)).toEqual({
      kind: "invalid",
      fieldErrors: { phone: ["Enter a Pakistani mobile number, e.g. 0300-1234567"] },
      formErrors: [],
    });
  });

  it("shows the API's message for a 400 without field errors", () => {
    expect(classifySendFailure(new ApiError("API answered 400", "http", 400, "Invalid JSON body"))).toEqual({
      kind: "invalid",
      fieldErrors: {},
      formErrors: ["Invalid JSON body"],
    });
  });

  it("recognises the rate limit (429)", () => {
    expect(classifySendFailure(new ApiError("API answered 429", "http", 429, "Too many requests"))).toEqual({ kind: "rate-limited" });
  });

  it("never calls a timed-out send failed: the API may have stored it", () => {
    expect(classifySendFailure(new ApiError("API timed out", "timeout"))).toEqual({ kind: "unknown" });
  });

  it("treats an unreachable, failing or strange API as unavailable", () => {
    expect(classifySendFailure(new ApiError("API unreachable", "network"))).toEqual({ kind: "unavailable" });
    expect(classifySendFailure(new ApiError("API answered 500", "http", 500))).toEqual({ kind: "unavailable" });
    expect(classifySendFailure(new ApiError("API answered 404", "http", 404))).toEqual({ kind: "unavailable" });
    expect(classifySendFailure(new ApiError("bad answer", "invalid-answer", 201))).toEqual({ kind: "unavailable" });
    expect(classifySendFailure(new TypeError("boom"))).toEqual({ kind: "unavailable" });
    expect(classifySendFailure(undefined)).toEqual({ kind: "unavailable" });
  });
});
