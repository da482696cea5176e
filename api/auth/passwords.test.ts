import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, needsRehash, OWASP_LOG2N, passwordProblem, verifyAgainstDummy, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("defaults to OWASP's scrypt cost (N=2^17, r=8, p=1) in a self-describing string", async () => {
    const hash = await hashPassword("a long enough password");
    expect(OWASP_LOG2N).toBe(17);
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword("a long enough password", hash)).toBe(true);
  });

  it("accepts the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery", 10);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts each hash, so equal passwords hash differently", async () => {
    const [a, b] = await Promise.all([hashPassword("same password here", 10), hashPassword("same password here", 10)]);
    expect(a).not.toBe(b);
  });

  it("verifies with the cost stored in the hash, whatever the current setting", async () => {
    const hash = await hashPassword("stored at a lower cost", 11);
    expect(hash).toContain("ln=11");
    expect(await verifyPassword("stored at a lower cost", hash)).toBe(true);
    expect(needsRehash(hash, 12)).toBe(true);
    expect(needsRehash(hash, 11)).toBe(false);
  });

  it("treats a malformed stored hash as a failed check", async () => {
    expect(await verifyPassword("anything", "plaintext")).toBe(false);
    expect(await verifyPassword("anything", "scrypt$ln=10,r=8,p=1$$")).toBe(false);
  });

  it("runs a check against a dummy hash for unknown accounts", async () => {
    expect(await verifyAgainstDummy("whatever", 10)).toBe(false);
  });

  it("refuses passwords under 12 characters", () => {
    expect(passwordProblem("short")).toMatch(/at least 12/);
    expect(passwordProblem("twelve chars")).toBeNull();
  });

  it("generates strong, distinct passwords", () => {
    const a = generatePassword();
    expect(a.length).toBeGreaterThanOrEqual(20);
    expect(passwordProblem(a)).toBeNull();
    expect(generatePassword()).not.toBe(a);
  });
});
