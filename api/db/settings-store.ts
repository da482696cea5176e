import type { Db } from "./database";

/** Shared by every API instance on the database. */
export class SettingsStore {
  constructor(private readonly db: Db) {}

  async get(name: string): Promise<string | undefined> {
    const row = await this.db.selectFrom("app_settings").select("value").where("name", "=", name).executeTakeFirst();
    return row?.value;
  }

  async set(name: string, value: string): Promise<void> {
    await this.db
      .insertInto("app_settings")
      .values({ name, value })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value }))
      .execute();
  }
}
