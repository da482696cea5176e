import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isInputRejectedByDatabase } from "./db-errors";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows a database that is down, restarting, unreachable or busy", () => {
    for (const error of [
      withCode("ECONNREFUSED"),
      new AggregateError([withCode("ECONNREFUSED")], "connect failed"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is starting up"),
      withCode("57014", "canceling statement due to statement timeout"),
      withCode("53300", "too many connections"),
      withCode("08006"),
      withCode("SQLITE_BUSY"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Query read timeout"),
      new Error("wrapped", { cause: withCode("ECONNRESET") }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves bugs and bad input alone", () => {
    for (const error of [new Error("driver has already been destroyed"), new TypeError("x is undefined"), withCode("23505"), withCode("22021"), withCode("42P01"), null, "text"]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe("isInputRejectedByDatabase", () => {
  it("is PostgreSQL's data-exception class (22xxx) only", () => {
    expect(isInputRejectedByDatabase(withCode("22021", "invalid byte sequence for encoding \"UTF8\": 0x00"))).toBe(true);
    expect(isInputRejectedByDatabase(withCode("22P02"))).toBe(true);
    expect(isInputRejectedByDatabase(withCode("23505"))).toBe(false);
    expect(isInputRejectedByDatabase(new Error("x"))).toBe(false);
  });
});
