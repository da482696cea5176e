import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../../api/db/database";
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from "../../api/db/migrations";
import { databases, withPg } from "../support/api/start-test-api";

/** search_text is filled by the migration, not only by later saves. */
const MIGRATION = "2026_11_25_issue29_language_and_search";
const BEFORE = MIGRATION_NAMES[MIGRATION_NAMES.indexOf(MIGRATION) - 1]!;

describe.each(databases)("migration $name: language and search_text", (database) => {
  let open: OpenDatabase | undefined;
  let cleanup: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await open?.close();
    await cleanup?.();
  });

  async function fresh(): Promise<OpenDatabase> {
    if (database.name === "sqlite") {
      const dir = await mkdtemp(path.join(tmpdir(), "migration-"));
      cleanup = () => rm(dir, { recursive: true, force: true });
      return openDatabase({ kind: "sqlite", file: path.join(dir, "api.sqlite") });
    }
    const schema = `t_${randomBytes(6).toString("hex")}`;
    await withPg(database.url!, (client) => client.query(`create schema ${schema}`));
    cleanup = () => withPg(database.url!, (client) => client.query(`drop schema if exists ${schema} cascade`)).then(() => undefined);
    return openDatabase({ kind: "postgres", url: database.url!, schema, connectTimeoutMs: 5_000, statementTimeoutMs: 15_000 });
  }

  const at = "2025-01-01T00:00:00.000Z";

  it("makes existing posts and leads English and searchable by tag and text", async () => {
    open = await fresh();
    const db = open.db;
    await migrateTo(db, BEFORE);
    await sql`insert into blogs (id, slug, title, title_lower, short_description, description, keywords, status, author_id, blog_date, created_at, updated_at)
      values ('post1', 'old-post', 'An old post', 'an old post', '', ${"<p>Packing a Shehzore in Clifton &amp; DHA.</p>"}, ${JSON.stringify(["KARACHI"])}, 'published', null, ${at}, ${at}, ${at})`.execute(db);
    await sql`insert into leads (id, reference, kind, status, name, phone, email, details, created_at, updated_at, notify_attempts, city, email_key, source)
      values ('lead1', 'MZ-AAAAAA', 'contact', 'new', 'Ali', '+923001234567', '', '{}', ${at}, ${at}, 0, '', '', '{}')`.execute(db);

    await migrateToLatest(db);
    const post = await db.selectFrom("blogs").select(["language", "search_text"]).where("id", "=", "post1").executeTakeFirstOrThrow();
    expect(post).toEqual({ language: "en", search_text: "an old post\nkarachi\npacking a shehzore in clifton & dha." });
    expect((await db.selectFrom("leads").select("language").where("id", "=", "lead1").executeTakeFirstOrThrow()).language).toBe("en");
    if (database.name === "sqlite") {
      const hits = await sql<{ blog_id: string }>`select blog_id from blogs_title_search where blogs_title_search match ${'"karachi"'}`.execute(db);
      expect(hits.rows.map((row) => row.blog_id)).toEqual(["post1"]);
    }

    // Down and up again: the schema comes back the same way.
    await migrateTo(db, BEFORE);
    // This schema's blogs table: on PostgreSQL the introspection lists every schema's (other tests', a bench's).
    const schema = database.name === "sqlite" ? undefined : (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
    const tables = await db.introspection.getTables();
    expect(tables.find((table) => table.name === "blogs" && table.schema === schema)!.columns.map((c) => c.name)).not.toContain("search_text");
    await migrateToLatest(db);
    expect((await db.selectFrom("blogs").select("search_text").where("id", "=", "post1").executeTakeFirstOrThrow()).search_text).toContain("karachi");
  });
});
