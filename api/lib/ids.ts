import { randomBytes, randomInt } from "node:crypto";

/** 72 random bits, 12 URL-safe characters (ADR 002). */
const ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

export function newId(): string {
  return randomBytes(9).toString("base64url");
}

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** No 0/O, 1/I/L: a customer reads the reference out over the phone. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_PATTERN = /^MZ-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

export function newLeadReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `MZ-${code}`;
}
