import { generatePassword } from "../auth/passwords";
import { PostgresAdapter, sql } from "kysely";
import type { Config } from "../config";
import { postSearchText } from "../blogs/search-text";
import { blogWriteFieldsSchema } from "../contract/blogs";
import { type Db, isUniqueViolation } from "../db/database";
import { newId } from "../lib/ids";
import type { Logger } from "../lib/logger";
import type { UploadStore } from "../storage/uploads";
import { createStores } from "../stores";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedResult {
  seeded: boolean;
  generatedPassword?: string;
  posts: number;
}

export interface SeedDeps {
  db: Db;
  uploads: UploadStore;
  config: Config;
  logger: Logger;
}

/** Only on an empty database (no staff, no posts); SEED_DEMO=false skips the demo posts. */
export async function seedIfEmpty(deps: SeedDeps): Promise<SeedResult> {
  const { db, config } = deps;
  const [user, blog] = await Promise.all([
    db.selectFrom("users").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("blogs").select("id").limit(1).executeTakeFirst(),
  ]);
  if (user || blog) return { seeded: false, posts: 0 };

  const stores = createStores(db, deps.uploads, config);
  const generatedPassword = config.admin.password ? undefined : generatePassword();
  let adminId: string;
  try {
    adminId = await stores.staff.create({
      email: config.admin.email,
      name: config.admin.name,
      password: config.admin.password ?? generatedPassword!,
      log2N: config.passwordHash.log2N,
    });
  } catch (error) {
    // Another instance seeded the same empty database a moment earlier.
    if (isUniqueViolation(error)) return { seeded: false, posts: 0 };
    throw error;
  }

  let posts = 0;
  if (config.seedDemo) {
    // Loaded only when needed: the demo content is large and draws images.
    const [{ seedPosts }, { seedPostsUrdu }, { coverArtAlt, renderCoverArt }] = await Promise.all([
      import("./posts"),
      import("./posts-ur"),
      import("./cover-art"),
    ]);
    const now = Date.now();
    for (const post of [...seedPosts, ...seedPostsUrdu]) {
      const date = new Date(now - post.daysAgo * DAY_MS).toISOString();
      const fields = blogWriteFieldsSchema.parse({
        title: post.title,
        shortDesc: post.shortDescription,
        detailedDesc: post.description,
        tags: post.keywords,
        status: "published",
        blogDate: date,
        language: post.language,
        slug: post.slug,
      });
      const cover = await renderCoverArt(post.cover, post.title);
      const id = await stores.blogs.save({
        fields,
        images: [{ kind: "upload", label: "Cover image", data: cover, alt: post.coverAlt ?? coverArtAlt(post.cover) }],
        authorId: adminId,
        createdAt: date,
      });
      for (const comment of post.comments) {
        const at = Math.min(now - 60_000, Date.parse(date) + comment.daysAfterPost * DAY_MS);
        await stores.comments.add({
          id: newId(),
          blog_id: id,
          name: comment.name,
          email: comment.email,
          website: comment.website,
          comment_text: comment.commentText,
          created_at: new Date(at).toISOString(),
          idempotency_key: null,
        });
      }
      posts++;
    }
  }
  deps.logger.info("Seeded an empty database", { staff: config.admin.email, posts });
  return { seeded: true, generatedPassword, posts };
}

const CITIES = ["Lahore", "Karachi", "Islamabad", "Rawalpindi", "Faisalabad", "Multan"];
const TOPICS = ["packing fragile items", "moving in the monsoon", "office shifting", "truck rental", "storage boxes", "moving with pets"];

/** Benchmark helper: synthetic published posts without images, one minute apart. */
export async function seedBulk(db: Db, count: number): Promise<void> {
  const author = await db.selectFrom("users").select("id").orderBy("created_at").limit(1).executeTakeFirst();
  const run = newId().toLowerCase().replace(/[^a-z0-9]/g, "");
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 250) {
      const rows = [];
      for (let n = start; n < Math.min(count, start + 250); n++) {
        const city = CITIES[n % CITIES.length]!;
        const topic = TOPICS[Math.floor(n / CITIES.length) % TOPICS.length]!;
        const title = `Bulk post ${n + 1}: ${topic} in ${city}`;
        const date = new Date(now - (n + 1) * 60_000).toISOString();
        const keywords = [city.toLowerCase(), topic, "moving tips"];
        const description = `<h2>${topic} in ${city}</h2><p>Plan early, label every box and keep valuables with you.</p>`;
        rows.push({
          id: newId(),
          slug: `bulk-${run}-${n + 1}`,
          title,
          title_lower: title.toLowerCase(),
          short_description: `<p>Tips on ${topic} for families in ${city}.</p>`,
          description,
          keywords: JSON.stringify(keywords),
          search_text: postSearchText({ title, tags: keywords, description }),
          status: "published" as const,
          author_id: author?.id ?? null,
          blog_date: date,
          created_at: date,
          updated_at: date,
        });
      }
      await trx.insertInto("blogs").values(rows).execute();
    }
  });
  // Fresh planner statistics (and PostgreSQL's visibility map for index-only scans) without waiting for autovacuum.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`vacuum analyze blogs`.execute(db);
  else await sql`analyze blogs`.execute(db);
}
