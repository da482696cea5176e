import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/database";
import { isoNow } from "../lib/time";

/**
 * Device cookies (OWASP's answer to lockouts, ADR 019): a login with a token this account was given is held only
 * by that device's limit, never the per-account one an attacker can fill. Only a hash is stored.
 */

/** Long enough to cover a staff member's holidays; each sign-in renews it. */
const DEVICE_TOKEN_DAYS = 365;
const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export class LoginDevices {
  constructor(private readonly db: Db) {}

  async recognise(token: string | undefined, email: string): Promise<string | null> {
    if (!token || !DEVICE_TOKEN_PATTERN.test(token)) return null;
    const hash = hashOf(token);
    const since = new Date(Date.now() - DEVICE_TOKEN_DAYS * 86_400_000).toISOString();
    const row = await this.db
      .selectFrom("login_devices")
      .select("token_hash")
      .where("token_hash", "=", hash)
      .where("email", "=", email)
      .where("last_used_at", ">", since)
      .executeTakeFirst();
    return row ? hash : null;
  }

  async signedIn(email: string, known: string | null, token: string | undefined): Promise<string> {
    const now = isoNow();
    if (known && token) {
      await this.db.updateTable("login_devices").set({ last_used_at: now }).where("token_hash", "=", known).execute();
      return token;
    }
    const fresh = randomBytes(32).toString("base64url");
    await this.db.insertInto("login_devices").values({ token_hash: hashOf(fresh), email, created_at: now, last_used_at: now }).execute();
    return fresh;
  }
}
