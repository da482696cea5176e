import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** Self-describing `scrypt$ln=17,r=8,p=1$<salt>$<hash>`, so the cost can rise later (OWASP; ADR 004). */

export const OWASP_LOG2N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const MIN_PASSWORD_LENGTH = 12;

function scrypt(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below OWASP's cost.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

// 128 MiB per hash at ln=17: two at a time keeps a login burst from taking the machine's memory.
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export async function hashPassword(password: string, log2N: number = OWASP_LOG2N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, log2N, R, P);
  return `scrypt$ln=${log2N},r=${R},p=${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const parsed = { log2N: Number(ln), r: Number(r), p: Number(p), salt: Buffer.from(salt!, "base64url"), key: Buffer.from(key!, "base64url") };
  if (parsed.log2N < 1 || parsed.log2N > 22 || parsed.r < 1 || parsed.p < 1 || parsed.key.length === 0) return null;
  return parsed;
}

/** Constant-time; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.log2N, parsed.r, parsed.p);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Rehash after a good login. */
export function needsRehash(stored: string, log2N: number = OWASP_LOG2N): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.log2N < log2N || parsed.r !== R || parsed.p !== P;
}

const dummyHashes = new Map<number, Promise<string>>();

/** Same work for an unknown e-mail, so timing does not reveal which staff e-mails exist. */
export async function verifyAgainstDummy(password: string, log2N: number = OWASP_LOG2N): Promise<false> {
  let dummy = dummyHashes.get(log2N);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString("base64url"), log2N);
    dummyHashes.set(log2N, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > 1024) return "The password must be at most 1024 characters.";
  return null;
}

export function generatePassword(): string {
  return randomBytes(15).toString("base64url").replace(/[-_]/g, "x");
}
