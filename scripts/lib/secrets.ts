import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Generated once into DATA_DIR when SESSION_SECRET is unset. Warned loudly in production: instances on several
 * machines must share one (README, Scaling out), or a session made on one is refused by the others.
 */
export function sessionSecret(dataDir: string, options: { production: boolean; warn?: (line: string) => void }): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join(dataDir, "session-secret");
  if (options.production) (options.warn ?? ((line) => process.stderr.write(`${line}\n`)))(SESSION_SECRET_WARNING(file));
  if (existsSync(file)) {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const SESSION_SECRET_WARNING = (file: string) =>
  `WARNING: SESSION_SECRET is not set: cookies are signed with a secret kept in ${file}, on this machine only. ` +
  "Several web instances need one shared SESSION_SECRET, or a staff session made on one instance is refused by the others.";
