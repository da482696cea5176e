import { describe, expect, it } from "vitest";
import { ApiError } from "~/shared/api/client.server";
import { LOGIN_MESSAGES } from "./login-messages";
import { loginErrorMessage } from "./login-outcome.server";

const http = (status: number, serverMessage?: string, fieldErrors?: Record<string, string[]>) =>
  new ApiError(`API answered ${status}`, "http", status, serverMessage, fieldErrors);

describe("loginErrorMessage (docs/requirements.md, Messages)", () => {
  it("401 → the unauthorized message, whatever the server said", () => {
    expect(loginErrorMessage(http(401, "Invalid email or password"))).toBe("Unauthorized: Invalid email or password.");
  });

  it("500 → 'Invalid email & password.'", () => {
    expect(loginErrorMessage(http(500, "Internal error"))).toBe("Invalid email & password.");
  });

  it("other statuses → the server's message (e.g. the 429 throttle message)", () => {
    expect(loginErrorMessage(http(429, "Too many failed login attempts. Try again in 15 minutes."))).toBe(
      "Too many failed login attempts. Try again in 15 minutes.",
    );
    expect(loginErrorMessage(http(400, "email: Email is required"))).toBe("email: Email is required");
  });

  it("other statuses without a server message → 'Login failed'", () => {
    expect(loginErrorMessage(http(503))).toBe(LOGIN_MESSAGES.failed);
    expect(LOGIN_MESSAGES.failed).toBe("Login failed");
  });

  it("no answer (network, timeout), a bad answer or a bug → 'Login failed'", () => {
    expect(loginErrorMessage(new ApiError("API unreachable", "network"))).toBe("Login failed");
    expect(loginErrorMessage(new ApiError("API timed out", "timeout"))).toBe("Login failed");
    expect(loginErrorMessage(new ApiError("bad answer", "invalid-answer", 200))).toBe("Login failed");
    expect(loginErrorMessage(new TypeError("oops"))).toBe("Login failed");
  });
});
