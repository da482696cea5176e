import { type Kysely, type Migration, type MigrationProvider, type MigrationResultSet, Migrator, PostgresAdapter, sql } from "kysely";
import type { Database } from "./schema";

/**
 * Frozen copies for 2026_11_25_issue29_language_and_search: api/blogs/search-text.ts's postSearchText and
 * api/contract/search-text.ts's normaliseSearchText as they stood when it shipped. A migration must write
 * the same rows whenever it runs, so it never follows the live code: change those, never these.
 */
const ISSUE29_URDU_FORMS: Record<string, string> = {
  "\u0643": "\u06A9",
  "\u06AA": "\u06A9",
  "\u064A": "\u06CC",
  "\u0649": "\u06CC",
  "\u06D0": "\u06CC",
  "\u0647": "\u06C1",
  "\u06D5": "\u06C1",
  "\u0629": "\u06C3",
};
const ISSUE29_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function issue29Normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u064B-\u065F\u0670]/g, "")
    .replace(/\p{M}/gu, "")
    .replace(/[\u0640\p{Cf}]/gu, "")
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90))
    .replace(/[\u0629\u0643\u0647\u0649\u064A\u06AA\u06D0\u06D5]/g, (letter) => ISSUE29_URDU_FORMS[letter]!)
    .normalize("NFC");
}

function issue29PostSearchText(post: { title: string; tags: readonly string[]; description: string }): string {
  const text = post.description
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return ISSUE29_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
  const folded = (part: string) => issue29Normalise(part).replace(/\s+/g, " ").trim();
  return [folded(post.title), folded(post.tags.join(" ")), folded([...text].slice(0, 300).join(""))].join("\n");
}

// One set for SQLite and PostgreSQL (text and integer only). Never edit a shipped migration.
const migrations: Record<string, Migration> = {
  "001_initial": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("staff_tokens")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_used_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("revoked_at", "text")
        .execute();
      await db.schema.createIndex("staff_tokens_user_idx").on("staff_tokens").column("user_id").execute();

      await db.schema
        .createTable("blogs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("title_lower", "text", (c) => c.notNull())
        .addColumn("short_description", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("keywords", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("author_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("blog_date", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      // title_lower rides along so a title search and its count read only the index.
      await db.schema.createIndex("blogs_status_date_idx").on("blogs").columns(["status", "blog_date", "id", "title_lower"]).execute();
      await db.schema.createIndex("blogs_date_idx").on("blogs").columns(["blog_date", "id", "title_lower"]).execute();

      await db.schema
        .createTable("blog_images")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("blog_id", "text", (c) => c.notNull().references("blogs.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("alt_text", "text", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("variants", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("blog_images_blog_idx").on("blog_images").columns(["blog_id", "position"]).execute();

      await db.schema
        .createTable("comments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("blog_id", "text", (c) => c.notNull().references("blogs.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("website", "text", (c) => c.notNull())
        .addColumn("comment_text", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("comments_blog_idx").on("comments").columns(["blog_id", "created_at"]).execute();

      await db.schema
        .createTable("leads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("reference", "text", (c) => c.notNull().unique())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("details", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("notified_at", "text")
        .addColumn("notify_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text")
        .addColumn("last_error", "text")
        .addColumn("claimed_until", "text")
        .execute();
      await db.schema.createIndex("leads_created_idx").on("leads").columns(["created_at", "id"]).execute();
      await db.schema.createIndex("leads_outbox_idx").on("leads").columns(["notified_at", "next_attempt_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["leads", "comments", "blog_images", "blogs", "staff_tokens", "users"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  "2026_11_23_issue18_sales_pipeline": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("lost_reason", "text").execute();
      await db.schema.alterTable("leads").addColumn("owner_id", "text").execute();
      await db.schema.alterTable("leads").addColumn("follow_up_at", "text").execute();
      await db.schema.alterTable("leads").addColumn("city", "text", (c) => c.notNull().defaultTo("")).execute();
      await db.schema.alterTable("leads").addColumn("email_key", "text", (c) => c.notNull().defaultTo("")).execute();
      await db.schema.alterTable("leads").addColumn("source", "text", (c) => c.notNull().defaultTo("{}")).execute();
      await db.schema.alterTable("leads").addColumn("duplicate_of", "text").execute();
      await db.schema.alterTable("leads").addColumn("duplicate_state", "text").execute();
      // The first lead inbox's "closed" meant the lead went nowhere: lost, reason unknown.
      await sql`update leads set status = 'lost' where status = 'closed'`.execute(db);
      await sql`update leads set email_key = lower(email)`.execute(db);
      const quotes = await sql<{ id: string; details: string }>`select id, details from leads where kind = 'quote'`.execute(db);
      for (const row of quotes.rows) {
        const city = (JSON.parse(row.details) as { fromCity?: unknown }).fromCity;
        if (typeof city === "string") await sql`update leads set city = ${city} where id = ${row.id}`.execute(db);
      }
      await db.schema.createIndex("leads_phone_idx").on("leads").columns(["phone", "created_at"]).execute();
      await db.schema.createIndex("leads_email_key_idx").on("leads").columns(["email_key", "created_at"]).execute();
      await db.schema.createIndex("leads_follow_up_idx").on("leads").columns(["follow_up_at"]).execute();
      await db.schema.createIndex("leads_status_idx").on("leads").columns(["status", "created_at"]).execute();

      await db.schema
        .createTable("lead_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("actor_id", "text")
        .addColumn("actor_name", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_events_lead_idx").on("lead_events").columns(["lead_id", "created_at"]).execute();

      await db.schema
        .createTable("estimates")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("lines", "text", (c) => c.notNull())
        .addColumn("total", "integer", (c) => c.notNull())
        .addColumn("advance", "integer", (c) => c.notNull())
        .addColumn("included", "text", (c) => c.notNull())
        .addColumn("terms", "text", (c) => c.notNull())
        .addColumn("valid_until", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("accepted_at", "text")
        .addColumn("withdrawn_at", "text")
        .execute();
      await db.schema.createIndex("estimates_lead_idx").on("estimates").columns(["lead_id", "created_at"]).execute();

      await db.schema
        .createTable("mail_outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("to_address", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("sent_at", "text")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text")
        .addColumn("last_error", "text")
        .addColumn("claimed_until", "text")
        .execute();
      await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["sent_at", "next_attempt_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["mail_outbox", "estimates", "lead_events"]) await db.schema.dropTable(table).ifExists().execute();
      for (const index of ["leads_phone_idx", "leads_email_key_idx", "leads_follow_up_idx", "leads_status_idx"]) {
        await db.schema.dropIndex(index).ifExists().execute();
      }
      await sql`update leads set status = 'closed' where status in ('lost', 'moved', 'booked', 'quoted', 'survey_booked')`.execute(db);
      for (const column of ["lost_reason", "owner_id", "follow_up_at", "city", "email_key", "source", "duplicate_of", "duplicate_state"]) {
        await db.schema.alterTable("leads").dropColumn(column).execute();
      }
    },
  },
  // A lead form's retry (the visitor was told it failed while the lead was stored) names the first submission.
  "2026_11_24_issue14_lead_idempotency": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("idempotency_key", "text").execute();
      // Unique where set (NULLs never clash, on SQLite and PostgreSQL alike).
      await db.schema.createIndex("leads_idempotency_key_idx").on("leads").column("idempotency_key").unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("leads_idempotency_key_idx").ifExists().execute();
      await db.schema.alterTable("leads").dropColumn("idempotency_key").execute();
    },
  },
  "2026_11_24_issue17_revisions": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("blogs").addColumn("publish_at", "text").execute();
      await db.schema.alterTable("blogs").addColumn("version", "integer", (c) => c.notNull().defaultTo(1)).execute();
      await db.schema
        .createTable("blog_revisions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("blog_id", "text", (c) => c.notNull().references("blogs.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull()) // "save" | "autosave"
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("short_description", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("keywords", "text", (c) => c.notNull())
        .addColumn("images", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("publish_at", "text")
        .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("author_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("blog_revisions_blog_idx").on("blog_revisions").columns(["blog_id", "created_at", "id"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("blog_revisions").ifExists().execute();
      await db.schema.alterTable("blogs").dropColumn("version").execute();
      await db.schema.alterTable("blogs").dropColumn("publish_at").execute();
    },
  },
  // publish_at in the list index: a page of ids, its count and a title search read only the index.
  // blogs_generation is bumped by triggers so every writer counts; api/blogs/list-cache.ts trusts its lists while it holds.
  "2026_11_25_issue16_blog_read_indexes": {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema.dropIndex("blogs_status_date_idx").ifExists().execute();
      await db.schema
        .createIndex("blogs_visible_date_idx")
        .on("blogs")
        .columns(["status", "blog_date", "id", "publish_at", "title_lower"])
        .execute();
      // pg_trgm may not be allowed to this user: api/blogs/title-search.ts tries at every start.
      // The next scheduled post to go public: when a cached public list goes stale.
      await db.schema.createIndex("blogs_scheduled_idx").on("blogs").columns(["status", "publish_at"]).execute();
      await db.schema
        .createTable("blogs_generation")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("generation", "integer", (c) => c.notNull())
        .execute();
      await sql`insert into blogs_generation (id, generation) values (1, 1)`.execute(db);
      const listColumns = "status, publish_at, blog_date, title_lower, keywords";
      if (postgres) {
        // `set search_path from current`: the function finds blogs_generation in this schema
        // whatever the writer's search_path. One bump per statement, not per row.
        await sql`create function blogs_bump_generation() returns trigger language plpgsql
          set search_path from current
          as $$ begin update blogs_generation set generation = generation + 1 where id = 1; return null; end $$`.execute(db);
        await sql
          .raw(
            `create trigger blogs_generation_bump after insert or delete or truncate or update of ${listColumns} on blogs
             for each statement execute function blogs_bump_generation()`,
          )
          .execute(db);
      } else {
        // SQLite title search: FTS5 trigram over title_lower, kept by triggers. blog_id is stored because
        // blogs has no INTEGER PRIMARY KEY, so rowids change on VACUUM.
        await sql`create virtual table blogs_title_search using fts5(blog_id unindexed, title_lower, tokenize = 'trigram')`.execute(db);
        await sql`insert into blogs_title_search (blog_id, title_lower) select id, title_lower from blogs`.execute(db);
        await sql`create trigger blogs_title_search_insert after insert on blogs begin
          insert into blogs_title_search (blog_id, title_lower) values (new.id, new.title_lower); end`.execute(db);
        await sql`create trigger blogs_title_search_delete after delete on blogs begin
          delete from blogs_title_search where blog_id = old.id; end`.execute(db);
        await sql`create trigger blogs_title_search_update after update of id, title_lower on blogs begin
          delete from blogs_title_search where blog_id = old.id;
          insert into blogs_title_search (blog_id, title_lower) values (new.id, new.title_lower); end`.execute(db);
        for (const [name, event] of [
          ["blogs_generation_insert", "insert"],
          ["blogs_generation_delete", "delete"],
          ["blogs_generation_update", `update of ${listColumns}`],
        ] as const) {
          await sql
            .raw(`create trigger ${name} after ${event} on blogs begin update blogs_generation set generation = generation + 1 where id = 1; end`)
            .execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      if (postgres) {
        await sql`drop trigger if exists blogs_generation_bump on blogs`.execute(db);
        await sql`drop function if exists blogs_bump_generation()`.execute(db);
      } else {
        for (const name of [
          "blogs_generation_insert",
          "blogs_generation_delete",
          "blogs_generation_update",
          "blogs_title_search_insert",
          "blogs_title_search_delete",
          "blogs_title_search_update",
        ]) {
          await sql.raw(`drop trigger if exists ${name}`).execute(db);
        }
        await sql`drop table if exists blogs_title_search`.execute(db);
      }
      await db.schema.dropTable("blogs_generation").ifExists().execute();
      await db.schema.dropIndex("blogs_scheduled_idx").ifExists().execute();
      await db.schema.dropIndex("blogs_visible_date_idx").ifExists().execute();
      await db.schema.createIndex("blogs_status_date_idx").on("blogs").columns(["status", "blog_date", "id", "title_lower"]).execute();
    },
  },
  // State shared by several API processes on one database (ADR 019).
  "2026_11_25_issue24_shared_state": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("expire", "bigint")
        .execute();
      await db.schema
        .createTable("upload_journal")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("job_locks")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("holder", "text", (c) => c.notNull())
        .addColumn("until", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("app_settings")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("login_devices")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_used_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("login_devices_email_idx").on("login_devices").column("email").execute();
      await db.schema.alterTable("comments").addColumn("idempotency_key", "text").execute();
      await db.schema.createIndex("comments_idempotency_key_idx").on("comments").column("idempotency_key").unique().execute();
      await db.schema.alterTable("leads").addColumn("claim_token", "text").execute();
      await db.schema.alterTable("mail_outbox").addColumn("claim_token", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_outbox").dropColumn("claim_token").execute();
      await db.schema.alterTable("leads").dropColumn("claim_token").execute();
      await db.schema.dropIndex("comments_idempotency_key_idx").ifExists().execute();
      await db.schema.alterTable("comments").dropColumn("idempotency_key").execute();
      for (const table of ["login_devices", "app_settings", "job_locks", "upload_journal", "rate_limits"]) await db.schema.dropTable(table).ifExists().execute();
    },
  },
  // Urdu edition: search moves from title_lower to search_text, and the list index leads with the
  // language so each edition's list is still read from the index.
  "2026_11_25_issue29_language_and_search": {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema.alterTable("blogs").addColumn("language", "text", (c) => c.notNull().defaultTo("en")).execute();
      await db.schema.alterTable("blogs").addColumn("search_text", "text", (c) => c.notNull().defaultTo("")).execute();
      await db.schema.alterTable("leads").addColumn("language", "text", (c) => c.notNull().defaultTo("en")).execute();
      // Computed with the normaliser of the day (frozen above); every later save writes it again.
      for (let after = ""; ; ) {
        const { rows } = await sql<{ id: string; title: string; keywords: string; description: string }>`
          select id, title, keywords, description from blogs where id > ${after} order by id limit 200`.execute(db);
        if (rows.length === 0) break;
        for (const row of rows) {
          let tags: unknown;
          try {
            tags = JSON.parse(row.keywords);
          } catch {
            tags = [];
          }
          const text = issue29PostSearchText({
            title: row.title,
            tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === "string") : [],
            description: row.description,
          });
          await sql`update blogs set search_text = ${text} where id = ${row.id}`.execute(db);
        }
        after = rows.at(-1)!.id;
      }
      await db.schema.dropIndex("blogs_visible_date_idx").ifExists().execute();
      await db.schema
        .createIndex("blogs_language_visible_idx")
        .on("blogs")
        .columns(["language", "status", "blog_date", "id", "publish_at", "search_text"])
        .execute();
      const listColumns = "language, status, publish_at, blog_date, search_text, keywords";
      if (postgres) {
        // api/blogs/title-search.ts builds the trigram index on search_text at the next start.
        await sql`drop index if exists blogs_title_trgm_idx`.execute(db);
        await sql`drop trigger if exists blogs_generation_bump on blogs`.execute(db);
        await sql
          .raw(
            `create trigger blogs_generation_bump after insert or delete or truncate or update of ${listColumns} on blogs
             for each statement execute function blogs_bump_generation()`,
          )
          .execute(db);
      } else {
        for (const name of ["blogs_title_search_insert", "blogs_title_search_delete", "blogs_title_search_update", "blogs_generation_update"]) {
          await sql.raw(`drop trigger if exists ${name}`).execute(db);
        }
        await sql`drop table if exists blogs_title_search`.execute(db);
        await sql`create virtual table blogs_title_search using fts5(blog_id unindexed, search_text, tokenize = 'trigram')`.execute(db);
        await sql`insert into blogs_title_search (blog_id, search_text) select id, search_text from blogs`.execute(db);
        await sql`create trigger blogs_title_search_insert after insert on blogs begin
          insert into blogs_title_search (blog_id, search_text) values (new.id, new.search_text); end`.execute(db);
        await sql`create trigger blogs_title_search_delete after delete on blogs begin
          delete from blogs_title_search where blog_id = old.id; end`.execute(db);
        await sql`create trigger blogs_title_search_update after update of id, search_text on blogs begin
          delete from blogs_title_search where blog_id = old.id;
          insert into blogs_title_search (blog_id, search_text) values (new.id, new.search_text); end`.execute(db);
        await sql
          .raw(`create trigger blogs_generation_update after update of ${listColumns} on blogs begin update blogs_generation set generation = generation + 1 where id = 1; end`)
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const listColumns = "status, publish_at, blog_date, title_lower, keywords";
      if (postgres) {
        await sql`drop index if exists blogs_search_text_trgm_idx`.execute(db);
        await sql`drop trigger if exists blogs_generation_bump on blogs`.execute(db);
        await sql
          .raw(
            `create trigger blogs_generation_bump after insert or delete or truncate or update of ${listColumns} on blogs
             for each statement execute function blogs_bump_generation()`,
          )
          .execute(db);
      } else {
        for (const name of ["blogs_title_search_insert", "blogs_title_search_delete", "blogs_title_search_update", "blogs_generation_update"]) {
          await sql.raw(`drop trigger if exists ${name}`).execute(db);
        }
        await sql`drop table if exists blogs_title_search`.execute(db);
        await sql`create virtual table blogs_title_search using fts5(blog_id unindexed, title_lower, tokenize = 'trigram')`.execute(db);
        await sql`insert into blogs_title_search (blog_id, title_lower) select id, title_lower from blogs`.execute(db);
        await sql`create trigger blogs_title_search_insert after insert on blogs begin
          insert into blogs_title_search (blog_id, title_lower) values (new.id, new.title_lower); end`.execute(db);
        await sql`create trigger blogs_title_search_delete after delete on blogs begin
          delete from blogs_title_search where blog_id = old.id; end`.execute(db);
        await sql`create trigger blogs_title_search_update after update of id, title_lower on blogs begin
          delete from blogs_title_search where blog_id = old.id;
          insert into blogs_title_search (blog_id, title_lower) values (new.id, new.title_lower); end`.execute(db);
        await sql
          .raw(`create trigger blogs_generation_update after update of ${listColumns} on blogs begin update blogs_generation set generation = generation + 1 where id = 1; end`)
          .execute(db);
      }
      await db.schema.dropIndex("blogs_language_visible_idx").ifExists().execute();
      await db.schema
        .createIndex("blogs_visible_date_idx")
        .on("blogs")
        .columns(["status", "blog_date", "id", "publish_at", "title_lower"])
        .execute();
      await db.schema.alterTable("leads").dropColumn("language").execute();
      await db.schema.alterTable("blogs").dropColumn("search_text").execute();
      await db.schema.alterTable("blogs").dropColumn("language").execute();
    },
  },
  // null in older revisions: the post's own language and slug.
  "2026_11_25_revision_language_slug": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("blog_revisions").addColumn("language", "text").execute();
      await db.schema.alterTable("blog_revisions").addColumn("slug", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("blog_revisions").dropColumn("slug").execute();
      await db.schema.alterTable("blog_revisions").dropColumn("language").execute();
    },
  },
  // Vehicles and crew are retired, never deleted: past jobs name them.
  "2026_11_27_fleet_jobs_payments": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("vehicles")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("registration", "text", (c) => c.notNull().unique())
        .addColumn("vehicle_class", "text", (c) => c.notNull())
        .addColumn("capacity_cft", "integer", (c) => c.notNull())
        .addColumn("city", "text", (c) => c.notNull())
        .addColumn("retired_at", "text")
        .addColumn("idempotency_key", "text", (c) => c.unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("crew_members")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("city", "text", (c) => c.notNull())
        .addColumn("retired_at", "text")
        .addColumn("idempotency_key", "text", (c) => c.unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("payments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("method", "text", (c) => c.notNull())
        .addColumn("reference", "text", (c) => c.notNull())
        .addColumn("paid_on", "text", (c) => c.notNull())
        .addColumn("reason", "text")
        .addColumn("receipt_number", "text", (c) => c.unique())
        .addColumn("idempotency_key", "text", (c) => c.unique())
        .addColumn("recorded_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("payments_lead_idx").on("payments").columns(["lead_id", "created_at"]).execute();
      await db.schema.createIndex("payments_created_idx").on("payments").columns(["created_at"]).execute();
      await db.schema
        .createTable("receipt_counters")
        .addColumn("year", "integer", (c) => c.primaryKey())
        .addColumn("last", "integer", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["receipt_counters", "payments", "crew_members", "vehicles"]) await db.schema.dropTable(table).ifExists().execute();
    },
  },
  // The dashboard reads columns, never JSON.
  "2026_11_27_lead_dashboard": {
    async up(db: Kysely<unknown>) {
      for (const column of ["service", "utm_source", "utm_medium", "referrer_host", "landing_page"]) {
        await db.schema.alterTable("leads").addColumn(column, "text", (c) => c.notNull().defaultTo("")).execute();
      }
      await db.schema.alterTable("leads").addColumn("furthest_stage", "integer", (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable("leads").addColumn("first_response_at", "text").execute();
      const steps = ["new", "contacted", "survey_booked", "quoted", "booked", "moved"];
      const reached = new Map<string, number>();
      const statusEvents = await sql<{ lead_id: string; data: string }>`select lead_id, data from lead_events where kind = 'status'`.execute(db);
      for (const row of statusEvents.rows) {
        try {
          const change = JSON.parse(row.data) as { from?: string; to?: string };
          const stage = Math.max(steps.indexOf(change.from ?? ""), steps.indexOf(change.to ?? ""));
          if (stage > (reached.get(row.lead_id) ?? 0)) reached.set(row.lead_id, stage);
        } catch {
          // an unreadable event tells nothing
        }
      }
      const leads = await sql<{ id: string; details: string; source: string; status: string }>`select id, details, source, status from leads`.execute(db);
      for (const row of leads.rows) {
        const read = (text: string): Record<string, unknown> => {
          try {
            const value = JSON.parse(text) as unknown;
            return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
          } catch {
            return {};
          }
        };
        const details = read(row.details);
        const source = read(row.source);
        const utm = (source.utm && typeof source.utm === "object" ? source.utm : {}) as Record<string, unknown>;
        const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 300) : "");
        let referrer = text(source.referrer);
        try {
          referrer = new URL(referrer).hostname;
        } catch {
          // kept as written
        }
        const stage = Math.max(steps.indexOf(row.status), reached.get(row.id) ?? 0, 0);
        await sql`update leads set service = ${text(details.service)}, utm_source = ${text(utm.source).toLowerCase()}, utm_medium = ${text(utm.medium).toLowerCase()},
          referrer_host = ${referrer.toLowerCase()}, landing_page = ${text(source.page)}, furthest_stage = ${stage} where id = ${row.id}`.execute(db);
      }
      await sql`update leads set first_response_at = (select min(e.created_at) from lead_events e
        where e.lead_id = leads.id and e.actor_id is not null and e.kind in ('status', 'note', 'estimate_created', 'call', 'whatsapp'))`.execute(db);
      // Every dashboard query is a range of arrival times, alone or beside one filter.
      await db.schema.createIndex("leads_arrival_idx").on("leads").columns(["created_at", "kind", "furthest_stage"]).execute();
      await db.schema.createIndex("leads_city_created_idx").on("leads").columns(["city", "created_at"]).execute();
      await db.schema.createIndex("leads_service_created_idx").on("leads").columns(["service", "created_at"]).execute();
      await db.schema.createIndex("leads_owner_created_idx").on("leads").columns(["owner_id", "created_at"]).execute();
      await db.schema.createIndex("leads_utm_created_idx").on("leads").columns(["utm_source", "created_at"]).execute();
      // New leads nobody has answered yet: a handful, however many leads there are.
      await db.schema
        .createIndex("leads_waiting_idx")
        .on("leads")
        .columns(["created_at"])
        .where(sql.ref("status"), "=", "new")
        .where(sql.ref("first_response_at"), "is", null)
        .execute();
      await db.schema.createIndex("estimates_accepted_idx").on("estimates").columns(["accepted_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const index of ["leads_arrival_idx", "leads_city_created_idx", "leads_service_created_idx", "leads_owner_created_idx", "leads_utm_created_idx", "leads_waiting_idx", "estimates_accepted_idx"]) {
        await db.schema.dropIndex(index).ifExists().execute();
      }
      for (const column of ["first_response_at", "furthest_stage", "landing_page", "referrer_host", "utm_medium", "utm_source", "service"]) {
        await db.schema.alterTable("leads").dropColumn(column).execute();
      }
    },
  },
  "2026_11_27_move_inventory": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("moves")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().unique().references("leads.id").onDelete("cascade"))
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("move_rooms")
        .addColumn("move_id", "text", (c) => c.notNull().references("moves.id").onDelete("cascade"))
        .addColumn("room", "text", (c) => c.notNull())
        .addColumn("items", "text", (c) => c.notNull())
        .addColumn("others", "text", (c) => c.notNull())
        .addColumn("note", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("move_rooms_pk", ["move_id", "room"])
        .execute();
      await db.schema
        .createTable("move_photos")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("move_id", "text", (c) => c.notNull().references("moves.id").onDelete("cascade"))
        .addColumn("room", "text", (c) => c.notNull())
        .addColumn("file", "text", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("move_photos_move_idx").on("move_photos").columns(["move_id", "room", "created_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["move_photos", "move_rooms", "moves"]) await db.schema.dropTable(table).ifExists().execute();
    },
  },
  // The lead inbox at a million leads (ADR 037).
  "2026_11_28_lead_inbox_at_scale": {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      // 1 for a new lead nobody owns (the top of the inbox), else 0; computed by the database on every write.
      const rank = "case when status = 'new' and owner_id is null then 1 else 0 end";
      // SQLite can only add a virtual generated column (still indexable); PostgreSQL only a stored one.
      await sql.raw(`alter table leads add column inbox_first integer generated always as (${rank}) ${postgres ? "stored" : "virtual"}`).execute(db);
      // Reference, name and phone too: a search for a common name walks this order and tests them
      // on the index entry alone (no row read), counting its matches up to the cap.
      await db.schema.createIndex("leads_inbox_idx").on("leads").columns(["inbox_first", "created_at", "id", "reference", "name", "phone"]).execute();
      await db.schema.createIndex("leads_inbox_status_idx").on("leads").columns(["status", "inbox_first", "created_at", "id"]).execute();
      await db.schema.createIndex("leads_inbox_city_idx").on("leads").columns(["city", "inbox_first", "created_at", "id"]).execute();
      // Both filters: the status index alone walks back past every recent lead of another city.
      await db.schema.createIndex("leads_inbox_status_city_idx").on("leads").columns(["status", "city", "inbox_first", "created_at", "id"]).execute();
      await db.schema.dropIndex("leads_status_idx").ifExists().execute();
      // Only leads with a follow-up: with a bound parameter SQLite otherwise counted the due ones
      // through the status index (every open lead) rather than through an index of mostly NULLs.
      await db.schema.dropIndex("leads_follow_up_idx").ifExists().execute();
      await db.schema.createIndex("leads_due_idx").on("leads").columns(["follow_up_at", "id"]).where(sql.ref("follow_up_at"), "is not", null).execute();
      await db.schema
        .createTable("lead_counts")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("city", "text", (c) => c.notNull())
        .addColumn("owner_key", "text", (c) => c.notNull())
        .addColumn("total", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("lead_counts_pk", ["kind", "status", "city", "owner_key"])
        .execute();
      await sql`insert into lead_counts (kind, status, city, owner_key, total)
        select kind, status, city, coalesce(owner_id, ''), count(*) from leads group by kind, status, city, coalesce(owner_id, '')`.execute(db);
      const minus = "update lead_counts set total = total - 1 where kind = old.kind and status = old.status and city = old.city and owner_key = coalesce(old.owner_id, '')";
      const plus = `insert into lead_counts (kind, status, city, owner_key, total) values (new.kind, new.status, new.city, coalesce(new.owner_id, ''), 1)
        on conflict (kind, status, city, owner_key) do update set total = lead_counts.total + 1`;
      const counted = "kind, status, city, owner_id";
      if (postgres) {
        await sql
          .raw(
            `create function lead_counts_follow() returns trigger language plpgsql set search_path from current as $$ begin
              if tg_op in ('UPDATE', 'DELETE') then ${minus}; end if;
              if tg_op in ('UPDATE', 'INSERT') then ${plus}; end if;
              return null; end $$`,
          )
          .execute(db);
        await sql.raw(`create trigger lead_counts_follow after insert or delete or update of ${counted} on leads for each row execute function lead_counts_follow()`).execute(db);
        // The trigram indexes on lower(name) and phone need pg_trgm: api/leads/lead-search.ts makes them at start.
      } else {
        await sql.raw(`create trigger lead_counts_insert after insert on leads begin ${plus}; end`).execute(db);
        await sql.raw(`create trigger lead_counts_delete after delete on leads begin ${minus}; end`).execute(db);
        await sql.raw(`create trigger lead_counts_update after update of ${counted} on leads begin ${minus}; ${plus}; end`).execute(db);
        await sql`create virtual table leads_search using fts5(lead_id unindexed, name, phone, tokenize = 'trigram')`.execute(db);
        await sql`insert into leads_search (lead_id, name, phone) select id, name, phone from leads`.execute(db);
        await sql`create trigger leads_search_insert after insert on leads begin
          insert into leads_search (lead_id, name, phone) values (new.id, new.name, new.phone); end`.execute(db);
        await sql`create trigger leads_search_delete after delete on leads begin
          delete from leads_search where lead_id = old.id; end`.execute(db);
        await sql`create trigger leads_search_update after update of id, name, phone on leads begin
          delete from leads_search where lead_id = old.id;
          insert into leads_search (lead_id, name, phone) values (new.id, new.name, new.phone); end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      if (postgres) {
        await sql`drop trigger if exists lead_counts_follow on leads`.execute(db);
        await sql`drop function if exists lead_counts_follow()`.execute(db);
        for (const index of ["leads_name_trgm_idx", "leads_phone_trgm_idx"]) await db.schema.dropIndex(index).ifExists().execute();
      } else {
        for (const name of ["lead_counts_insert", "lead_counts_delete", "lead_counts_update", "leads_search_insert", "leads_search_delete", "leads_search_update"]) {
          await sql.raw(`drop trigger if exists ${name}`).execute(db);
        }
        await sql`drop table if exists leads_search`.execute(db);
      }
      await db.schema.dropTable("lead_counts").ifExists().execute();
      for (const index of ["leads_inbox_idx", "leads_inbox_status_idx", "leads_inbox_city_idx", "leads_inbox_status_city_idx", "leads_due_idx"]) await db.schema.dropIndex(index).ifExists().execute();
      await db.schema.createIndex("leads_status_idx").on("leads").columns(["status", "created_at"]).execute();
      await db.schema.createIndex("leads_follow_up_idx").on("leads").columns(["follow_up_at"]).execute();
      await db.schema.alterTable("leads").dropColumn("inbox_first").execute();
    },
  },
  "2026_11_28_estimate_revisions": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("estimates").addColumn("version", "integer", (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable("estimates").addColumn("revised_at", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ["revised_at", "version"]) await db.schema.alterTable("estimates").dropColumn(column).execute();
    },
  },
  "2026_11_28_move_reviews": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("move_reviews")
        .addColumn("move_id", "text", (c) => c.primaryKey().references("moves.id").onDelete("cascade"))
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("rating", "integer", (c) => c.notNull())
        .addColumn("comment", "text", (c) => c.notNull())
        .addColumn("idempotency_key", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("move_reviews_created_idx").on("move_reviews").columns(["created_at"]).execute();
      await db.schema.alterTable("leads").addColumn("rating", "integer").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").dropColumn("rating").execute();
      await db.schema.dropTable("move_reviews").ifExists().execute();
    },
  },
  "2026_11_28_jobs": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("jobs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("day", "integer", (c) => c.notNull())
        .addColumn("date", "text")
        .addColumn("window_start", "text", (c) => c.notNull())
        .addColumn("window_end", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("cancel_reason", "text")
        .addColumn("vehicle_needs", "text", (c) => c.notNull())
        .addColumn("crew_size", "integer", (c) => c.notNull())
        .addColumn("crew_lead_id", "text", (c) => c.references("crew_members.id"))
        .addColumn("notes", "text", (c) => c.notNull())
        .addColumn("reminded_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addUniqueConstraint("jobs_lead_day_unique", ["lead_id", "day"])
        .execute();
      await db.schema.createIndex("jobs_date_idx").on("jobs").columns(["date", "window_start"]).execute();
      await db.schema
        .createTable("job_vehicles")
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("vehicle_id", "text", (c) => c.notNull().references("vehicles.id"))
        .addPrimaryKeyConstraint("job_vehicles_pk", ["job_id", "vehicle_id"])
        .execute();
      await db.schema.createIndex("job_vehicles_vehicle_idx").on("job_vehicles").columns(["vehicle_id"]).execute();
      await db.schema
        .createTable("job_crew")
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("crew_member_id", "text", (c) => c.notNull().references("crew_members.id"))
        .addPrimaryKeyConstraint("job_crew_pk", ["job_id", "crew_member_id"])
        .execute();
      await db.schema.createIndex("job_crew_member_idx").on("job_crew").columns(["crew_member_id"]).execute();
      await db.schema
        .createTable("move_addresses")
        .addColumn("lead_id", "text", (c) => c.primaryKey().references("leads.id").onDelete("cascade"))
        .addColumn("addresses", "text", (c) => c.notNull())
        .addColumn("idempotency_key", "text")
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["move_addresses", "job_crew", "job_vehicles", "jobs"]) await db.schema.dropTable(table).ifExists().execute();
    },
  },
  // Dashboard facts per Pakistan day: triggers count every change to a day, and a day whose
  // count moved past the one its facts were built at is rebuilt when asked.
  "2026_11_28_sales_dashboard_days": {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema
        .createTable("dashboard_days")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("dirty", "integer", (c) => c.notNull())
        .addColumn("built", "integer", (c) => c.notNull())
        .addColumn("version", "text")
        .addColumn("leads", "text")
        .addColumn("bookings", "text")
        .execute();
      const day = (column: string) =>
        postgres ? `to_char((${column}::timestamptz at time zone 'UTC') + interval '5 hours', 'YYYY-MM-DD')` : `date(${column}, '+5 hours')`;
      const mark = (column: string) =>
        `insert into dashboard_days (day, dirty, built) select ${day(column)}, 1, 0 where ${column} is not null
          on conflict (day) do update set dirty = dashboard_days.dirty + 1`;
      // An accepted estimate's day holds the lead's city, service, owner and source: a change to them is a change to that day too.
      const markBookings = (lead: string) =>
        `insert into dashboard_days (day, dirty, built) select distinct ${day("accepted_at")}, 1, 0 from estimates where lead_id = ${lead} and accepted_at is not null
          on conflict (day) do update set dirty = dashboard_days.dirty + 1`;
      const leadColumns = "created_at, kind, city, service, owner_id, utm_source, utm_medium, referrer_host, landing_page, furthest_stage, lost_reason, first_response_at";
      const estimateColumns = "accepted_at, total, lead_id";
      if (postgres) {
        await sql
          .raw(
            `create function dashboard_days_leads() returns trigger language plpgsql set search_path from current as $$ begin
              if tg_op in ('UPDATE', 'DELETE') then ${mark("old.created_at")}; end if;
              if tg_op in ('UPDATE', 'INSERT') then ${mark("new.created_at")}; end if;
              if tg_op = 'UPDATE' then ${markBookings("new.id")}; end if;
              return null; end $$`,
          )
          .execute(db);
        await sql.raw(`create trigger dashboard_days_leads after insert or delete or update of ${leadColumns} on leads for each row execute function dashboard_days_leads()`).execute(db);
        await sql
          .raw(
            `create function dashboard_days_estimates() returns trigger language plpgsql set search_path from current as $$ begin
              if tg_op in ('UPDATE', 'DELETE') then ${mark("old.accepted_at")}; end if;
              if tg_op in ('UPDATE', 'INSERT') then ${mark("new.accepted_at")}; end if;
              return null; end $$`,
          )
          .execute(db);
        await sql.raw(`create trigger dashboard_days_estimates after insert or delete or update of ${estimateColumns} on estimates for each row execute function dashboard_days_estimates()`).execute(db);
      } else {
        // SQLite reads "select … where … on conflict" as a join constraint unless the select ends in a where clause: each does.
        await sql.raw(`create trigger dashboard_days_leads_insert after insert on leads begin ${mark("new.created_at")}; end`).execute(db);
        await sql.raw(`create trigger dashboard_days_leads_delete after delete on leads begin ${mark("old.created_at")}; end`).execute(db);
        await sql.raw(`create trigger dashboard_days_leads_update after update of ${leadColumns} on leads begin ${mark("old.created_at")}; ${mark("new.created_at")}; ${markBookings("new.id")}; end`).execute(db);
        await sql.raw(`create trigger dashboard_days_estimates_insert after insert on estimates begin ${mark("new.accepted_at")}; end`).execute(db);
        await sql.raw(`create trigger dashboard_days_estimates_delete after delete on estimates begin ${mark("old.accepted_at")}; end`).execute(db);
        await sql.raw(`create trigger dashboard_days_estimates_update after update of ${estimateColumns} on estimates begin ${mark("old.accepted_at")}; ${mark("new.accepted_at")}; end`).execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`drop trigger if exists dashboard_days_leads on leads`.execute(db);
        await sql`drop trigger if exists dashboard_days_estimates on estimates`.execute(db);
        await sql`drop function if exists dashboard_days_leads()`.execute(db);
        await sql`drop function if exists dashboard_days_estimates()`.execute(db);
      } else {
        for (const table of ["leads", "estimates"]) {
          for (const op of ["insert", "delete", "update"]) await sql.raw(`drop trigger if exists dashboard_days_${table}_${op}`).execute(db);
        }
      }
      await db.schema.dropTable("dashboard_days").ifExists().execute();
    },
  },
  // Kept by triggers: reading each batch's estimates held a million-lead export to 15 000 rows/s.
  "2026_11_28_sales_lead_estimate_total": {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema.alterTable("leads").addColumn("estimate_total", "integer").execute();
      // The accepted estimate (the first, should there be two), else the newest not withdrawn.
      const totalOf = (lead: string) => `(select e.total from estimates e where e.lead_id = ${lead} and e.withdrawn_at is null
        order by (e.accepted_at is null), case when e.accepted_at is null then e.created_at end desc, e.created_at limit 1)`;
      const refresh = (lead: string) => `update leads set estimate_total = ${totalOf(lead)} where id = ${lead}`;
      // One pass over the estimates, however many leads (api/server.ts gives migrations an hour).
      await sql
        .raw(
          `update leads set estimate_total = picked.total from (
            select lead_id, total from (
              select lead_id, total, row_number() over (partition by lead_id order by (accepted_at is null), case when accepted_at is null then created_at end desc, created_at) as n
              from estimates where withdrawn_at is null) ranked
            where n = 1) picked
          where picked.lead_id = leads.id`,
        )
        .execute(db);
      if (postgres) {
        await sql
          .raw(
            `create function leads_estimate_total_follow() returns trigger language plpgsql set search_path from current as $$ begin
              if tg_op in ('UPDATE', 'DELETE') then ${refresh("old.lead_id")}; end if;
              if tg_op in ('UPDATE', 'INSERT') then ${refresh("new.lead_id")}; end if;
              return null; end $$`,
          )
          .execute(db);
        await sql.raw("create trigger leads_estimate_total_follow after insert or delete or update on estimates for each row execute function leads_estimate_total_follow()").execute(db);
      } else {
        await sql.raw(`create trigger leads_estimate_total_insert after insert on estimates begin ${refresh("new.lead_id")}; end`).execute(db);
        await sql.raw(`create trigger leads_estimate_total_delete after delete on estimates begin ${refresh("old.lead_id")}; end`).execute(db);
        await sql.raw(`create trigger leads_estimate_total_update after update on estimates begin ${refresh("old.lead_id")}; ${refresh("new.lead_id")}; end`).execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`drop trigger if exists leads_estimate_total_follow on estimates`.execute(db);
        await sql`drop function if exists leads_estimate_total_follow()`.execute(db);
      } else {
        for (const op of ["insert", "delete", "update"]) await sql.raw(`drop trigger if exists leads_estimate_total_${op}`).execute(db);
      }
      await db.schema.alterTable("leads").dropColumn("estimate_total").execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export const MIGRATION_NAMES = Object.keys(migrations);

async function migratorFor(db: Kysely<Database>): Promise<Migrator> {
  // Kysely searches every visible schema and would find another app's tables: pin ours.
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  return new Migrator({ db, provider, migrationTableSchema });
}

/** A table or schema dropped while a catalogue query reads it. */
const VANISHED_UNDER_LISTING = new Set(["42P01", "3F000"]);

/** Retries (up to 5) when a schema vanished while Kysely listed tables (parallel tests, another app). */
export async function migrate(db: Kysely<Database>, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<MigrationResultSet> {
  let outcome = await run(await migratorFor(db));
  const vanished = () => VANISHED_UNDER_LISTING.has(String((outcome.error as { code?: string } | undefined)?.code));
  for (let retry = 1; retry <= 5 && outcome.error && !outcome.results?.length && vanished(); retry++) {
    await new Promise((resolve) => setTimeout(resolve, 100 * retry));
    outcome = await run(await migratorFor(db));
  }
  return outcome;
}

export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await migrate(db, (migrator) => migrator.migrateTo(name));
  if (error) throw error;
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await migrate(db, (migrator) => migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(`Database migration ${failed ? `"${failed.migrationName}" ` : ""}failed: ${String((error as Error)?.message ?? error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
