import type { Db } from "../db/database";
import type { UserRow } from "../db/schema";
import { newId } from "../lib/ids";
import { isoNow } from "../lib/time";
import { hashPassword } from "./passwords";

export type StaffAccount = Pick<UserRow, "id" | "email" | "name" | "created_at"> & { activeSessions: number };

/** Accounts are created by the CLI (api/cli/staff-commands.ts) and the first start's seed. */
export class StaffStore {
  constructor(private readonly db: Db) {}

  async create(input: { email: string; name: string; password: string; log2N: number }): Promise<string> {
    const id = newId();
    const now = isoNow();
    await this.db
      .insertInto("users")
      .values({ id, email: input.email.trim().toLowerCase(), name: input.name.trim(), password_hash: await hashPassword(input.password, input.log2N), created_at: now, updated_at: now })
      .execute();
    return id;
  }

  /** Already lower-cased. */
  async byEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  }

  async names(): Promise<{ id: string; name: string }[]> {
    return this.db.selectFrom("users").select(["id", "name"]).orderBy("name").orderBy("id").execute();
  }

  /** Oldest first, with how many unexpired, unrevoked sessions each holds. */
  async accounts(now = new Date()): Promise<StaffAccount[]> {
    const [users, live] = await Promise.all([
      this.db.selectFrom("users").select(["id", "email", "name", "created_at"]).orderBy("created_at").execute(),
      this.db
        .selectFrom("staff_tokens")
        .select(["user_id", (eb) => eb.fn.countAll().as("n")])
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .groupBy("user_id")
        .execute(),
    ]);
    const sessions = new Map(live.map((row) => [row.user_id, Number(row.n)]));
    return users.map((user) => ({ ...user, activeSessions: sessions.get(user.id) ?? 0 }));
  }

  /** A stronger scrypt cost, or a new password. */
  async replacePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable("users").set({ password_hash: passwordHash, updated_at: isoNow() }).where("id", "=", id).execute();
  }

  /** Their tokens go; their posts stay, without an author. Answers how many accounts are left. */
  async remove(id: string): Promise<number> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("staff_tokens").where("user_id", "=", id).execute();
      await trx.updateTable("blogs").set({ author_id: null }).where("author_id", "=", id).execute();
      await trx.deleteFrom("users").where("id", "=", id).execute();
    });
    const left = await this.db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(left.n);
  }

  /** For the start-up notice: `preferred` when it has an account, else the oldest. */
  async loginEmail(preferred: string): Promise<string | null> {
    const row =
      (await this.db.selectFrom("users").select("email").where("email", "=", preferred).executeTakeFirst()) ??
      (await this.db.selectFrom("users").select("email").orderBy("created_at").limit(1).executeTakeFirst());
    return row?.email ?? null;
  }
}
