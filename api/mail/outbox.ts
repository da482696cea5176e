import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import type { LeadRow, MailOutboxRow } from "../db/schema";
import { dbNowMs, isPostgres } from "../lib/db-clock";
import type { Logger } from "../lib/logger";
import { event, SYSTEM } from "../leads/lead-store";
import { type MailMessage, type Mailer, OUTBOX_SENDS_AT_ONCE, stableMessageId } from "./notifier";


export interface OutboxSettings {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a worker owns a lead while sending it (OUTBOX_CLAIM_MS). */
  claimMs?: number;
  /** Sender of customer e-mails (MAIL_FROM). */
  from?: string;
}

/** 1st failure → base, then 2×, 4×… capped at max. */
export function retryDelay(attempts: number, settings: Pick<OutboxSettings, "retryBaseMs" | "retryMaxMs">): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

const CUSTOMER_MAIL_NAMES: Record<string, string> = { acknowledgement: "Acknowledgement", estimate: "Estimate link", reminder: "Day-before reminder" };

const iso = (ms: number) => new Date(ms).toISOString();
const DEFAULT_CLAIM_MS = 120_000;
const BATCH = 20;

/**
 * Sends lead notifications and queued customer e-mails. Workers (API instances) share the work by claims
 * in the database (ADR 019): a batch is claimed with a random token and an expiry on the database's clock;
 * the claim is renewed just before sending, and every later update names the token, so a worker that
 * stalled past its claim sends and marks nothing. A stable Message-ID makes the one remaining duplicate
 * (a freeze between renewal and the SMTP answer) recognisably one message.
 */
export class LeadOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly claimMs: number;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly message: (lead: LeadRow & { owner_name?: string | null }) => MailMessage | Promise<MailMessage>,
    private readonly settings: OutboxSettings,
    private readonly logger: Logger,
  ) {
    this.claimMs = settings.claimMs ?? DEFAULT_CLAIM_MS;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.settings.pollMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
  }

  /** E-mails stored and not yet accepted by the SMTP server: lead notifications and customer mails. */
  async backlog(): Promise<{ lead: number; customer: number }> {
    const [leads, customer] = await Promise.all([
      this.db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).where("notified_at", "is", null).executeTakeFirstOrThrow(),
      this.db.selectFrom("mail_outbox").select((eb) => eb.fn.countAll<number>().as("n")).where("sent_at", "is", null).executeTakeFirstOrThrow(),
    ]);
    return { lead: Number(leads.n), customer: Number(customer.n) };
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
    this.mailer.close();
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.sendDue();
      } catch (error) {
        this.logger.error("Outbox pass failed", { error });
      }
    } while (this.again && !this.stopped);
  }

  private async sendDue(): Promise<void> {
    const token = randomUUID();
    const ids = await this.claimBatch("leads", token);
    if (ids.length > 0) {
      const leads = await this.db
        .selectFrom("leads")
        .leftJoin("users", "users.id", "leads.owner_id")
        .selectAll("leads")
        .select("users.name as owner_name")
        .where("leads.id", "in", ids)
        .orderBy("leads.created_at")
        .execute();
      await this.inParallel(leads, (lead) => this.sendLead(lead, token));
    }
    await this.sendCustomerMail();
  }

  /** Rows another worker holds (or is claiming right now) are skipped. */
  private async claimBatch(table: "leads" | "mail_outbox", token: string): Promise<string[]> {
    const now = iso(await dbNowMs(this.db));
    const until = iso(Date.parse(now) + this.claimMs);
    const sentColumn = table === "leads" ? "notified_at" : "sent_at";
    // One query builder per table keeps Kysely's column types honest.
    const due =
      table === "leads"
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
      .updateTable(table)
      .set({ claimed_until: until, claim_token: token })
      .where("id", "in", due)
      // Checked again on the row itself: on SQLite the subquery is not a lock.
      .where(sentColumn, "is", null)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
      .returning("id")
      .execute();
    return claimed.map((row) => row.id);
  }

  /** false when the claim expired and another worker may hold the row. */
  private async renew(table: "leads" | "mail_outbox", id: string, token: string): Promise<boolean> {
    const now = await dbNowMs(this.db);
    const result = await this.db
      .updateTable(table)
      .set({ claimed_until: iso(now + this.claimMs) })
      .where("id", "=", id)
      .where("claim_token", "=", token)
      .where("claimed_until", ">", iso(now))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async sendLead(lead: LeadRow & { owner_name?: string | null }, token: string): Promise<void> {
    const message = await this.message(lead);
    if (!(await this.renew("leads", lead.id, token))) {
      this.logger.warn("Lead notification skipped: its claim expired and another worker holds it", { reference: lead.reference });
      return;
    }
    try {
      await this.mailer.send(message);
    } catch (error) {
      const attempts = lead.notify_attempts + 1;
      const delay = retryDelay(attempts, this.settings);
      const now = await dbNowMs(this.db);
      await this.db
        .updateTable("leads")
        .set({
          notify_attempts: attempts,
          next_attempt_at: iso(now + delay),
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
          claimed_until: null,
          claim_token: null,
        })
        .where("id", "=", lead.id)
        .where("claim_token", "=", token)
        .execute();
      this.logger.warn("Lead notification failed; will retry", { reference: lead.reference, attempts, retryInMs: delay, error: (error as Error)?.message });
      return;
    }
    const now = await dbNowMs(this.db);
    const marked = await this.db
      .updateTable("leads")
      .set({ notified_at: iso(now), notify_attempts: lead.notify_attempts + 1, last_error: null, claimed_until: null, claim_token: null, next_attempt_at: null })
      .where("id", "=", lead.id)
      .where("claim_token", "=", token)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 1) this.logger.info("Lead notification sent", { reference: lead.reference });
    else this.logger.warn("Lead notification sent after its claim was taken over (same Message-ID)", { reference: lead.reference });
  }

  /** Each sent one goes on the lead's timeline. */
  private async sendCustomerMail(): Promise<void> {
    const token = randomUUID();
    const ids = await this.claimBatch("mail_outbox", token);
    if (ids.length === 0) return;
    const due = await this.db.selectFrom("mail_outbox").selectAll().where("id", "in", ids).orderBy("created_at").execute();
    await this.inParallel(due, (mail) => this.sendOne(mail, token));
  }

  private async inParallel<T>(items: T[], send: (item: T) => Promise<void>): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (next < items.length && !this.stopped) await send(items[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(OUTBOX_SENDS_AT_ONCE, items.length) }, lane));
  }

  private async sendOne(mail: MailOutboxRow, token: string): Promise<void> {
    if (!(await this.renew("mail_outbox", mail.id, token))) return;
    const from = this.settings.from ?? "";
    try {
      await this.mailer.send({ from, to: [mail.to_address], subject: mail.subject, text: mail.text, messageId: stableMessageId("mail", mail.id, from) });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const now = await dbNowMs(this.db);
      await this.db
        .updateTable("mail_outbox")
        .set({
          attempts,
          next_attempt_at: iso(now + retryDelay(attempts, this.settings)),
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
          claimed_until: null,
          claim_token: null,
        })
        .where("id", "=", mail.id)
        .where("claim_token", "=", token)
        .execute();
      this.logger.warn("Customer e-mail failed; will retry", { kind: mail.kind, attempts });
      return;
    }
    const sentAt = iso(await dbNowMs(this.db));
    await this.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable("mail_outbox")
        .set({ sent_at: sentAt, attempts: mail.attempts + 1, claimed_until: null, claim_token: null, last_error: null })
        .where("id", "=", mail.id)
        .where("claim_token", "=", token)
        .executeTakeFirst();
      // Taken over meanwhile: the worker that holds it records the e-mail on the timeline.
      if (Number(marked.numUpdatedRows) !== 1) return;
      const what = CUSTOMER_MAIL_NAMES[mail.kind] ?? "E-mail";
      const kind = mail.kind === "reminder" ? "reminder" : "email";
      await trx.insertInto("lead_events").values(event(mail.lead_id, kind, SYSTEM, `${what} e-mailed to ${mail.to_address}`, { mail: mail.id })).execute();
    });
  }
}
