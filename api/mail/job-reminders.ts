import { movePath } from "../contract/moves";
import { todayInPakistan, utcToPakistanLocal } from "../contract/pakistan-time";
import { jobReminderText } from "../contract/reminders";
import type { Db } from "../db/database";
import type { JobStore } from "../jobs/job-store";
import { newId } from "../lib/ids";
import { isoNow } from "../lib/time";
import type { PaymentStore } from "../payments/payment-store";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The next sweep (a minute later) takes the rest. */
const SWEEP_BATCH = 50;

function reminderSubject(language: string, reference: string): string {
  return language === "ur" ? `کل آپ کی شفٹنگ ہے: حوالہ نمبر ${reference}` : `Your move is tomorrow: reference ${reference}`;
}

/**
 * Day-before e-mails (issue 38). "Once" holds across instances and restarts: a job is claimed by setting
 * reminded_at in the transaction that queues the mail, only while empty (a new date empties it).
 */
export class JobReminders {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobStore,
    private readonly payments: PaymentStore,
    private readonly settings: { emailHour: number; siteUrl: string; companyName: string },
    private readonly kick: () => void,
  ) {}

  async sweep(now = new Date()): Promise<number> {
    const hour = Number(utcToPakistanLocal(now.toISOString()).slice(11, 13));
    if (hour < this.settings.emailHour) return 0;
    const tomorrow = todayInPakistan(new Date(now.getTime() + DAY_MS));
    const due = await this.db
      .selectFrom("jobs")
      .innerJoin("leads", "leads.id", "jobs.lead_id")
      .select("jobs.id")
      .where("jobs.date", "=", tomorrow)
      .where("jobs.status", "=", "scheduled")
      .where("jobs.reminded_at", "is", null)
      .where("leads.email", "!=", "")
      .orderBy("jobs.id")
      .limit(SWEEP_BATCH)
      .execute();
    let queued = 0;
    for (const { id } of due) {
      if (await this.queue(id, tomorrow)) queued++;
    }
    if (queued) this.kick();
    return queued;
  }

  private async queue(jobId: string, date: string): Promise<boolean> {
    const job = await this.jobs.get(jobId);
    if (!job?.customerEmail || job.date !== date) return false;
    const [{ money }, move] = await Promise.all([
      this.payments.forLead(job.leadId),
      this.db.selectFrom("moves").select("token").where("lead_id", "=", job.leadId).executeTakeFirst(),
    ]);
    const urdu = job.language === "ur";
    const link = move ? `${this.settings.siteUrl}${urdu ? "/ur" : ""}${movePath(move.token)}` : null;
    const text = [
      jobReminderText({ ...job, date }, money.due),
      ...(link ? ["", urdu ? "آپ کی شفٹنگ کا صفحہ:" : "Your move's page:", link] : []),
      "",
      this.settings.companyName,
    ].join("\n");
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("jobs")
        .set({ reminded_at: isoNow() })
        .where("id", "=", jobId)
        .where("reminded_at", "is", null)
        .where("date", "=", date)
        .where("status", "=", "scheduled")
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto("mail_outbox")
        .values({
          id: newId(),
          lead_id: job.leadId,
          kind: "reminder",
          to_address: job.customerEmail,
          subject: reminderSubject(job.language, job.reference),
          text,
          created_at: isoNow(),
          sent_at: null,
          attempts: 0,
          next_attempt_at: null,
          last_error: null,
          claimed_until: null,
        })
        .execute();
      return true;
    });
  }
}
