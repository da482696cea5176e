import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/database";
import type { StaffUser } from "../lib/app-env";
import { newId } from "../lib/ids";
import { isoIn, isoNow } from "../lib/time";

/** Only the SHA-256 is stored. Dies when revoked, after `idleMs` unused, or `absoluteMs` after login. */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface TokenSettings {
  idleMs: number;
  absoluteMs: number;
}

export class TokenStore {
  constructor(
    private readonly db: Db,
    private readonly settings: TokenSettings,
  ) {}

  async issue(userId: string): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = isoNow();
    await this.db
      .insertInto("staff_tokens")
      .values({
        id: newId(),
        user_id: userId,
        token_hash: hashToken(token),
        created_at: now,
        last_used_at: now,
        expires_at: isoIn(this.settings.absoluteMs),
        revoked_at: null,
      })
      .execute();
    return token;
  }

  async authenticate(token: string): Promise<StaffUser | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const row = await this.db
      .selectFrom("staff_tokens")
      .innerJoin("users", "users.id", "staff_tokens.user_id")
      .select([
        "staff_tokens.id as tokenId",
        "staff_tokens.last_used_at",
        "staff_tokens.expires_at",
        "staff_tokens.revoked_at",
        "users.id",
        "users.email",
        "users.name",
      ])
      .where("staff_tokens.token_hash", "=", hashToken(token))
      .executeTakeFirst();
    if (!row || row.revoked_at) return null;
    const now = Date.now();
    if (Date.parse(row.expires_at) <= now) return null;
    if (Date.parse(row.last_used_at) + this.settings.idleMs <= now) return null;
    await this.db.updateTable("staff_tokens").set({ last_used_at: isoNow() }).where("id", "=", row.tokenId).execute();
    return { id: row.id, email: row.email, name: row.name };
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .updateTable("staff_tokens")
      .set({ revoked_at: isoNow() })
      .where("token_hash", "=", hashToken(token))
      .where("revoked_at", "is", null)
      .execute();
  }

  async revokeAllFor(userId: string): Promise<number> {
    const result = await this.db
      .updateTable("staff_tokens")
      .set({ revoked_at: isoNow() })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async deleteDead(): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .deleteFrom("staff_tokens")
      .where((eb) => eb.or([eb("expires_at", "<=", now), eb("revoked_at", "is not", null), eb("last_used_at", "<=", isoIn(-this.settings.idleMs))]))
      .execute();
  }
}
