import type { Db } from "../db/database";
import type { UserRow } from "../db/schema";
import { isoNow } from "../lib/time";

/** The users table as the API's routes read it: staff accounts (the CLI creates them: api/cli/staff-commands.ts). */
export class StaffStore {
  constructor(private readonly db: Db) {}

  /** The account with this e-mail (already lower-cased). */
  async byEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  }

  /** Every account's id and name, by name. */
  async names(): Promise<{ id: string; name: string }[]> {
    return this.db.selectFrom("users").select(["id", "name"]).orderBy("name").orderBy("id").execute();
  }

  /** Stores a new hash of the same password (a stronger scrypt cost). */
  async replacePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable("users").set({ password_hash: passwordHash, updated_at: isoNow() }).where("id", "=", id).execute();
  }

  /** The e-mail to show in the start-up notice: `preferred` when it has an account, else the oldest account's. */
  async loginEmail(preferred: string): Promise<string | null> {
    const row =
      (await this.db.selectFrom("users").select("email").where("email", "=", preferred).executeTakeFirst()) ??
      (await this.db.selectFrom("users").select("email").orderBy("created_at").limit(1).executeTakeFirst());
    return row?.email ?? null;
  }
}
