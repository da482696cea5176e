import type { Db } from "../db/database";
import type { LeadRow, MailOutboxRow } from "../db/schema";
import { dbNowMs, isPostgres } from "../lib/db-clock";
import { newId } from "../lib/ids";
import { isoNow } from "../lib/time";
import { event, SYSTEM } from "../leads/lead-store";

/** The two queues: leads waiting for the staff notification, and customer e-mails. */
export type MailQueue = "leads" | "mail_outbox";
export type LeadToNotify = LeadRow & { owner_name?: string | null };
export type CustomerMailInput = { leadId: string; kind: string; to: string; subject: string; text: string };

const iso = (ms: number) => new Date(ms).toISOString();
const BATCH = 20;
const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

/**
 * Every query of the mail queues: claims with a token and an expiry on the
 * database's clock (ADR 019), and every later update names the token, so a
 * worker that stalled past its claim changes nothing.
 */
export class MailQueueStore {
  constructor(private readonly db: Db) {}

  /** `db` is a transaction when the mail belongs to another change (a job's reminder claim). */
  async enqueue(mail: CustomerMailInput, db: Db = this.db): Promise<void> {
    await db
      .insertInto("mail_outbox")
      .values({ id: newId(), lead_id: mail.leadId, kind: mail.kind, to_address: mail.to, subject: mail.subject, text: mail.text, created_at: isoNow(), sent_at: null, attempts: 0, next_attempt_at: null, last_error: null, claimed_until: null })
      .execute();
  }

  async backlog(): Promise<{ lead: number; customer: number }> {
    const [leads, customer] = await Promise.all([
      this.db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).where("notified_at", "is", null).executeTakeFirstOrThrow(),
      this.db.selectFrom("mail_outbox").select((eb) => eb.fn.countAll<number>().as("n")).where("sent_at", "is", null).executeTakeFirstOrThrow(),
    ]);
    return { lead: Number(leads.n), customer: Number(customer.n) };
  }

  /** Rows another worker holds (or is claiming right now) are skipped. */
  async claim(queue: MailQueue, token: string, claimMs: number): Promise<string[]> {
    const now = iso(await dbNowMs(this.db));
    const until = iso(Date.parse(now) + claimMs);
    const sentColumn = queue === "leads" ? "notified_at" : "sent_at";
    // One query builder per table keeps Kysely's column types honest.
    const due =
      queue === "leads"
        ? this.db
            .selectFrom("leads")
            .select("id")
            .where("notified_at", "is", null)
            .where((eb) => eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", now)]))
            .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
            .orderBy("created_at")
            .limit(BATCH)
            .$if(isPostgres(this.db), (q) => q.forUpdate().skipLocked())
        : this.db
            .selectFrom("mail_outbox")
            .select("id")
            .where("sent_at", "is", null)
            .where((eb) => eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", now)]))
            .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
            .orderBy("created_at")
            .limit(BATCH)
            .$if(isPostgres(this.db), (q) => q.forUpdate().skipLocked());
    const claimed = await this.db
      .updateTable(queue)
      .set({ claimed_until: until, claim_token: token })
      .where("id", "in", due)
      // Checked again on the row itself: on SQLite the subquery is not a lock.
      .where(sentColumn, "is", null)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
      .returning("id")
      .execute();
    return claimed.map((row) => row.id);
  }

  leadsToNotify(ids: string[]): Promise<LeadToNotify[]> {
    return this.db
      .selectFrom("leads")
      .leftJoin("users", "users.id", "leads.owner_id")
      .selectAll("leads")
      .select("users.name as owner_name")
      .where("leads.id", "in", ids)
      .orderBy("leads.created_at")
      .execute();
  }

  customerMails(ids: string[]): Promise<MailOutboxRow[]> {
    return this.db.selectFrom("mail_outbox").selectAll().where("id", "in", ids).orderBy("created_at").execute();
  }

  /** false when the claim expired and another worker may hold the row. */
  async renew(queue: MailQueue, id: string, token: string, claimMs: number): Promise<boolean> {
    const now = await dbNowMs(this.db);
    const result = await this.db
      .updateTable(queue)
      .set({ claimed_until: iso(now + claimMs) })
      .where("id", "=", id)
      .where("claim_token", "=", token)
      .where("claimed_until", ">", iso(now))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async notifyFailed(id: string, token: string, attempts: number, retryInMs: number, error: unknown): Promise<void> {
    const now = await dbNowMs(this.db);
    await this.db
      .updateTable("leads")
      .set({ notify_attempts: attempts, next_attempt_at: iso(now + retryInMs), last_error: errorText(error), claimed_until: null, claim_token: null })
      .where("id", "=", id)
      .where("claim_token", "=", token)
      .execute();
  }

  /** false when the claim was taken over meanwhile. */
  async notified(id: string, token: string, attempts: number): Promise<boolean> {
    const now = await dbNowMs(this.db);
    const marked = await this.db
      .updateTable("leads")
      .set({ notified_at: iso(now), notify_attempts: attempts, last_error: null, claimed_until: null, claim_token: null, next_attempt_at: null })
      .where("id", "=", id)
      .where("claim_token", "=", token)
      .executeTakeFirst();
    return Number(marked.numUpdatedRows) === 1;
  }

  async mailFailed(id: string, token: string, attempts: number, retryInMs: number, error: unknown): Promise<void> {
    const now = await dbNowMs(this.db);
    await this.db
      .updateTable("mail_outbox")
      .set({ attempts, next_attempt_at: iso(now + retryInMs), last_error: errorText(error), claimed_until: null, claim_token: null })
      .where("id", "=", id)
      .where("claim_token", "=", token)
      .execute();
  }

  /** Marked sent and put on the lead's timeline together; a claim taken over meanwhile leaves both to its holder. */
  async mailSent(mail: MailOutboxRow, token: string, timeline: { kind: "email" | "reminder"; text: string }): Promise<void> {
    const sentAt = iso(await dbNowMs(this.db));
    await this.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable("mail_outbox")
        .set({ sent_at: sentAt, attempts: mail.attempts + 1, claimed_until: null, claim_token: null, last_error: null })
        .where("id", "=", mail.id)
        .where("claim_token", "=", token)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return;
      await trx.insertInto("lead_events").values(event(mail.lead_id, timeline.kind, SYSTEM, timeline.text, { mail: mail.id })).execute();
    });
  }
}
