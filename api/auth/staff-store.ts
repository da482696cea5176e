import type { Db } from "../db/database";
import type { UserRow } from "../db/schema";
import { isoNow } from "../lib/time";

/** Accounts are created by the CLI (api/cli/staff-commands.ts). */
export class StaffStore {
  constructor(private readonly db: Db) {}

  /** Already lower-cased. */
  async byEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  }

  async names(): Promise<{ id: string; name: string }[]> {
    return this.db.selectFrom("users").select(["id", "name"]).orderBy("name").orderBy("id").execute();
  }

  /** A stronger scrypt cost. */
  async replacePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable("users").set({ password_hash: passwordHash, updated_at: isoNow() }).where("id", "=", id).execute();
  }

  /** For the start-up notice: `preferred` when it has an account, else the oldest. */
  async loginEmail(preferred: string): Promise<string | null> {
    const row =
      (await this.db.selectFrom("users").select("email").where("email", "=", preferred).executeTakeFirst()) ??
      (await this.db.selectFrom("users").select("email").orderBy("created_at").limit(1).executeTakeFirst());
    return row?.email ?? null;
  }
}
