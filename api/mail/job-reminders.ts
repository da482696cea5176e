import { movePath } from "../contract/moves";
import { todayInPakistan, utcToPakistanLocal } from "../contract/pakistan-time";
import { jobReminderText } from "../contract/reminders";
import type { JobStore } from "../jobs/job-store";
import type { MoveStore } from "../leads/move-store";
import type { PaymentStore } from "../payments/payment-store";
import type { MailQueueStore } from "./mail-queue-store";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The next sweep (a minute later) takes the rest. */
const SWEEP_BATCH = 50;

function reminderSubject(language: string, reference: string): string {
  return language === "ur" ? `کل آپ کی شفٹنگ ہے: حوالہ نمبر ${reference}` : `Your move is tomorrow: reference ${reference}`;
}

/**
 * Day-before e-mails, sent once across instances and restarts: a
 * job is claimed in the transaction that queues its mail (a new date makes it
 * due again).
 */
export class JobReminders {
  constructor(
    private readonly mail: MailQueueStore,
    private readonly jobs: JobStore,
    private readonly moves: MoveStore,
    private readonly payments: PaymentStore,
    private readonly settings: { emailHour: number; siteUrl: string; companyName: string },
    private readonly kick: () => void,
  ) {}

  async sweep(now = new Date()): Promise<number> {
    const hour = Number(utcToPakistanLocal(now.toISOString()).slice(11, 13));
    if (hour < this.settings.emailHour) return 0;
    const tomorrow = todayInPakistan(new Date(now.getTime() + DAY_MS));
    let queued = 0;
    for (const id of await this.jobs.dueForDayBeforeMail(tomorrow, SWEEP_BATCH)) {
      if (await this.queue(id, tomorrow)) queued++;
    }
    if (queued) this.kick();
    return queued;
  }

  private async queue(jobId: string, date: string): Promise<boolean> {
    const job = await this.jobs.get(jobId);
    if (!job?.customerEmail || job.date !== date) return false;
    const [{ money }, moveToken] = await Promise.all([this.payments.forLead(job.leadId), this.moves.tokenOfLead(job.leadId)]);
    const urdu = job.language === "ur";
    const link = moveToken ? `${this.settings.siteUrl}${urdu ? "/ur" : ""}${movePath(moveToken)}` : null;
    const text = [
      jobReminderText({ ...job, date }, money.due),
      ...(link ? ["", urdu ? "آپ کی شفٹنگ کا صفحہ:" : "Your move's page:", link] : []),
      "",
      this.settings.companyName,
    ].join("\n");
    const mail = { leadId: job.leadId, kind: "reminder", to: job.customerEmail, subject: reminderSubject(job.language, job.reference), text };
    return this.jobs.claimDayBeforeMail(jobId, date, (trx) => this.mail.enqueue(mail, trx));
  }
}
