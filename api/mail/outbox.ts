import type { Db } from "../db/database";
import type { LeadRow } from "../db/schema";
import type { Logger } from "../lib/logger";
import { isoIn } from "../lib/time";
import { event, SYSTEM } from "../leads/lead-store";
import type { MailMessage, Mailer } from "./notifier";


export interface OutboxSettings {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a worker owns a lead while sending it. */
  claimMs?: number;
  /** Sender of customer e-mails (MAIL_FROM). */
  from?: string;
}

/** 1st failure → base, then 2×, 4×… capped at max. */
export function retryDelay(attempts: number, settings: Pick<OutboxSettings, "retryBaseMs" | "retryMaxMs">): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/**
 * Sends the staff notification of each lead, after the lead is stored.
 * Polls for due, unnotified leads (and runs at once when kicked after a new
 * lead). A lead is claimed with a conditional update before sending, so two
 * workers never send the same lead at once; `notified_at` is set only after
 * the SMTP server accepted the message; a failure schedules a retry with
 * exponential backoff. A mail outage delays notifications and loses none.
 */
export class LeadOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly message: (lead: LeadRow & { owner_name?: string | null }) => MailMessage,
    private readonly settings: OutboxSettings,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.settings.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Look for due leads now (a new lead just came in). */
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

  /** Resolves when the current pass (if any) is over; for tests and shutdown. */
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
    const now = new Date().toISOString();
    const due = await this.db
      .selectFrom("leads")
      .leftJoin("users", "users.id", "leads.owner_id")
      .selectAll("leads")
      .select("users.name as owner_name")
      .where("leads.notified_at", "is", null)
      .where((eb) => eb.or([eb("leads.next_attempt_at", "is", null), eb("leads.next_attempt_at", "<=", now)]))
      .where((eb) => eb.or([eb("leads.claimed_until", "is", null), eb("leads.claimed_until", "<=", now)]))
      .orderBy("leads.created_at")
      .limit(20)
      .execute();
    for (const lead of due) {
      if (this.stopped) return;
      if (await this.claim(lead)) await this.send(lead);
    }
    await this.sendCustomerMail();
  }

  /** Customer e-mails (api/mail/customer-mail.ts): the same claim, send, retry; each sent one goes on the lead's timeline. */
  private async sendCustomerMail(): Promise<void> {
    const now = new Date().toISOString();
    const due = await this.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("sent_at", "is", null)
      .where((eb) => eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", now)]))
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
      .orderBy("created_at")
      .limit(20)
      .execute();
    for (const mail of due) {
      if (this.stopped) return;
      const claimed = await this.db
        .updateTable("mail_outbox")
        .set({ claimed_until: isoIn(this.settings.claimMs ?? 120_000) })
        .where("id", "=", mail.id)
        .where("sent_at", "is", null)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await this.mailer.send({ from: this.settings.from ?? "", to: [mail.to_address], subject: mail.subject, text: mail.text });
      } catch (error) {
        const attempts = mail.attempts + 1;
        await this.db
          .updateTable("mail_outbox")
          .set({ attempts, next_attempt_at: isoIn(retryDelay(attempts, this.settings)), last_error: String((error as Error)?.message ?? error).slice(0, 500), claimed_until: null })
          .where("id", "=", mail.id)
          .execute();
        this.logger.warn("Customer e-mail failed; will retry", { kind: mail.kind, attempts });
        continue;
      }
      const sentAt = new Date().toISOString();
      await this.db.transaction().execute(async (trx) => {
        await trx.updateTable("mail_outbox").set({ sent_at: sentAt, attempts: mail.attempts + 1, claimed_until: null, last_error: null }).where("id", "=", mail.id).execute();
        const what = mail.kind === "estimate" ? "Estimate link" : "Acknowledgement";
        await trx.insertInto("lead_events").values(event(mail.lead_id, "email", SYSTEM, `${what} e-mailed to ${mail.to_address}`, { mail: mail.id })).execute();
      });
    }
  }



  private async claim(lead: LeadRow): Promise<boolean> {
    const now = new Date().toISOString();
    const result = await this.db
      .updateTable("leads")
      .set({ claimed_until: isoIn(this.settings.claimMs ?? 120_000) })
      .where("id", "=", lead.id)
      .where("notified_at", "is", null)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async send(lead: LeadRow): Promise<void> {
    try {
      await this.mailer.send(this.message(lead));
    } catch (error) {
      const attempts = lead.notify_attempts + 1;
      const delay = retryDelay(attempts, this.settings);
      await this.db
        .updateTable("leads")
        .set({
          notify_attempts: attempts,
          next_attempt_at: isoIn(delay),
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
          claimed_until: null,
        })
        .where("id", "=", lead.id)
        .execute();
      this.logger.warn("Lead notification failed; will retry", { reference: lead.reference, attempts, retryInMs: delay, error: (error as Error)?.message });
      return;
    }
    await this.db
      .updateTable("leads")
      .set({ notified_at: new Date().toISOString(), notify_attempts: lead.notify_attempts + 1, last_error: null, claimed_until: null, next_attempt_at: null })
      .where("id", "=", lead.id)
      .execute();
    this.logger.info("Lead notification sent", { reference: lead.reference });
  }
}
