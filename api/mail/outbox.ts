import { randomUUID } from "node:crypto";
import type { MailOutboxRow } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { LeadToNotify, MailQueueStore } from "./mail-queue-store";
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

const DEFAULT_CLAIM_MS = 120_000;

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
    private readonly queue: MailQueueStore,
    private readonly mailer: Mailer,
    private readonly message: (lead: LeadToNotify) => MailMessage | Promise<MailMessage>,
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
  backlog(): Promise<{ lead: number; customer: number }> {
    return this.queue.backlog();
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
    const ids = await this.queue.claim("leads", token, this.claimMs);
    if (ids.length > 0) await this.inParallel(await this.queue.leadsToNotify(ids), (lead) => this.sendLead(lead, token));
    await this.sendCustomerMail();
  }

  private async sendLead(lead: LeadToNotify, token: string): Promise<void> {
    const message = await this.message(lead);
    if (!(await this.queue.renew("leads", lead.id, token, this.claimMs))) {
      this.logger.warn("Lead notification skipped: its claim expired and another worker holds it", { reference: lead.reference });
      return;
    }
    const attempts = lead.notify_attempts + 1;
    try {
      await this.mailer.send(message);
    } catch (error) {
      const delay = retryDelay(attempts, this.settings);
      await this.queue.notifyFailed(lead.id, token, attempts, delay, error);
      this.logger.warn("Lead notification failed; will retry", { reference: lead.reference, attempts, retryInMs: delay, error: (error as Error)?.message });
      return;
    }
    if (await this.queue.notified(lead.id, token, attempts)) this.logger.info("Lead notification sent", { reference: lead.reference });
    else this.logger.warn("Lead notification sent after its claim was taken over (same Message-ID)", { reference: lead.reference });
  }

  /** Each sent one goes on the lead's timeline. */
  private async sendCustomerMail(): Promise<void> {
    const token = randomUUID();
    const ids = await this.queue.claim("mail_outbox", token, this.claimMs);
    if (ids.length === 0) return;
    await this.inParallel(await this.queue.customerMails(ids), (mail) => this.sendOne(mail, token));
  }

  private async inParallel<T>(items: T[], send: (item: T) => Promise<void>): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (next < items.length && !this.stopped) await send(items[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(OUTBOX_SENDS_AT_ONCE, items.length) }, lane));
  }

  private async sendOne(mail: MailOutboxRow, token: string): Promise<void> {
    if (!(await this.queue.renew("mail_outbox", mail.id, token, this.claimMs))) return;
    const from = this.settings.from ?? "";
    const attempts = mail.attempts + 1;
    try {
      await this.mailer.send({ from, to: [mail.to_address], subject: mail.subject, text: mail.text, messageId: stableMessageId("mail", mail.id, from) });
    } catch (error) {
      await this.queue.mailFailed(mail.id, token, attempts, retryDelay(attempts, this.settings), error);
      this.logger.warn("Customer e-mail failed; will retry", { kind: mail.kind, attempts });
      return;
    }
    const what = CUSTOMER_MAIL_NAMES[mail.kind] ?? "E-mail";
    await this.queue.mailSent(mail, token, { kind: mail.kind === "reminder" ? "reminder" : "email", text: `${what} e-mailed to ${mail.to_address}` });
  }
}
