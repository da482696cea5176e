import { describe, expect, it } from "vitest";
import { crewMemberSchema } from "../../api/contract/fleet";
import { jobSchema, type Job } from "../../api/contract/jobs";
import { leadDetailSchema, leadListSchema } from "../../api/contract/leads";
import { todayInPakistan } from "../../api/contract/pakistan-time";
import { JobStore } from "../../api/jobs/job-store";
import { JobReminders } from "../../api/mail/job-reminders";
import { PaymentStore } from "../../api/payments/payment-store";
import { QUOTE } from "../support/api/lead-fixtures";
import { eventually, startSmtpPeer } from "../support/api/smtp-peer";
import { bearer, databases, jsonRequest, startTestApi, type TestApi } from "../support/api/start-test-api";
import { MailQueueStore } from "../../api/mail/mail-queue-store";
import { MoveStore } from "../../api/leads/move-store";

/**
 * The day-before reminder e-mail: once per job, from the hour
 * site.json sets, only to customers who gave an address, in their language,
 * with the crew lead, the balance and the move page's link; on the timeline.
 */
const DAY = 86_400_000;
const pakistanDate = (daysFromToday: number) => todayInPakistan(new Date(Date.now() + daysFromToday * DAY));
/** `hour`:00 today in Pakistan. */
const todayAt = (hour: number) => new Date(`${todayInPakistan()}T${String(hour).padStart(2, "0")}:00:00+05:00`);

let phone = 5_570_000;

/** A quote whose estimate (40,000, advance 10,000) the customer accepted: its first job, 20 days ahead. */
async function bookedJob(api: TestApi, token: string, quote: Record<string, unknown> = {}): Promise<{ job: Job; moveToken: string }> {
  phone += 1;
  const own = phone;
  const sent = await api.json("/api/sendQuote", jsonRequest("POST", { ...QUOTE, phone: `0302-${own}`, moveDate: pakistanDate(20), ...quote }));
  expect(sent.status).toBe(201);
  const lead = leadListSchema.parse((await api.json(`/api/leads?q=${encodeURIComponent(`+92302${own}`)}`, { headers: bearer(token) })).body).leads[0]!;
  const estimate = await api.json(`/api/leads/${lead._id}/estimates`, jsonRequest("POST", { lines: [{ description: "Shehzore", amount: 40_000 }], advance: 10_000, validUntil: pakistanDate(7) }, bearer(token)));
  expect((await api.json(`/api/leads/estimates/${estimate.body.token}/accept`, jsonRequest("POST", {}))).status).toBe(200);
  const [job] = (await api.json(`/api/leads/${lead._id}/jobs`, { headers: bearer(token) })).body.jobs as Job[];
  return { job: jobSchema.parse(job), moveToken: sent.body.moveToken };
}

/** Staff move the job to `date` (09:00–13:00). */
async function moveJob(api: TestApi, token: string, job: Job, date: string, window = { windowStart: "09:00", windowEnd: "13:00" }): Promise<void> {
  expect((await api.json(`/api/jobs/${job._id}/schedule`, jsonRequest("PUT", { date, ...window }, bearer(token)))).status).toBe(200);
}

describe.each(databases)("day-before reminder e-mails on $name", (database) => {
  it("e-mail each customer with an address once, from two instances, with crew lead, balance and the move page; Urdu in Urdu; on the timeline", async () => {
    const smtp = await startSmtpPeer();
    const settings = { OUTBOX_POLL_MS: "50", REMINDER_SWEEP_MS: "100", REMINDER_EMAIL_HOUR: "0", SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: "https://movers.example" };
    const api = await startTestApi(database, settings);
    // A second instance on the same database sweeps too: still one e-mail per job.
    const second = await startTestApi(database, {
      ...settings,
      ...(api.config.database.kind === "postgres" ? { DATABASE_SCHEMA: api.config.database.schema ?? "public" } : { DATA_DIR: api.dataDir }),
    });
    try {
      const token = await api.login();
      const tomorrow = pakistanDate(1);
      const english = await bookedJob(api, token, { email: "sana@example.com", name: "Sana Malik" });
      const crewLead = crewMemberSchema.parse(
        (await api.json("/api/fleet/crew", jsonRequest("POST", { name: "Imran Qureshi", phone: "0301-5550123", role: "crew_lead", city: "lahore" }, bearer(token)))).body,
      );
      expect((await api.json(`/api/jobs/${english.job._id}/assignments`, jsonRequest("PUT", { vehicleIds: [], crewIds: [crewLead._id], crewLeadId: crewLead._id }, bearer(token)))).status).toBe(200);
      const advance = await api.json(`/api/leads/${english.job.leadId}/payments`, jsonRequest("POST", { kind: "payment", amount: 10_000, method: "raast", reference: "TX1", paidOn: todayInPakistan() }, bearer(token)));
      expect(advance.status).toBe(201);
      const urdu = await bookedJob(api, token, { email: "bilal@example.com", name: "بلال احمد", language: "ur" });
      const noAddress = await bookedJob(api, token, { email: "" });
      const later = await bookedJob(api, token, { email: "later@example.com" });
      for (const { job } of [english, urdu, noAddress]) await moveJob(api, token, job, tomorrow);
      await moveJob(api, token, later.job, pakistanDate(2));

      const reminders = () => smtp.accepted.filter((m) => /tomorrow|کل آپ کی شفٹنگ/.test(m.subject));
      const english_ = await eventually(() => reminders().find((m) => m.envelopeTo.includes("sana@example.com")), 10_000, "the English reminder");
      expect(english_.subject).toBe(`Your move is tomorrow: reference ${english.job.reference}`);
      for (const said of ["Assalam-o-Alaikum Sana Malik!", `Your move ${english.job.reference} is tomorrow`, "09:00–13:00", "Crew lead: Imran Qureshi, 0301-5550123.", "Balance due: Rs. 30,000.", `https://movers.example/move/${english.moveToken}`]) {
        expect(english_.text).toContain(said);
      }
      const urdu_ = await eventually(() => reminders().find((m) => m.envelopeTo.includes("bilal@example.com")), 10_000, "the Urdu reminder");
      expect(urdu_.subject).toBe(`کل آپ کی شفٹنگ ہے: حوالہ نمبر ${urdu.job.reference}`);
      expect(urdu_.text).toContain("السلام علیکم بلال احمد!");
      expect(urdu_.text).toContain("باقی رقم: 40,000 روپے۔");
      expect(urdu_.text).toContain(`https://movers.example/ur/move/${urdu.moveToken}`);

      // Many more sweeps of both instances: nothing more, nobody without an address, nothing for the day after.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(reminders().map((m) => m.envelopeTo[0]).sort()).toEqual(["bilal@example.com", "sana@example.com"]);

      const timeline = await eventually(async () => {
        const detail = leadDetailSchema.parse((await api.json(`/api/leads/${english.job.leadId}`, { headers: bearer(token) })).body);
        return detail.timeline.find((entry) => entry.text === "Day-before reminder e-mailed to sana@example.com");
      });
      expect(timeline.kind).toBe("reminder");
    } finally {
      await second.close();
      await api.close();
      await smtp.close();
    }
  });

  it("waits for the hour site.json sets, and a job moved to another day is reminded again for its new day", async () => {
    // No SMTP: this instance sweeps nothing itself; the test sweeps at chosen times.
    const api = await startTestApi(database);
    try {
      const token = await api.login();
      const reminders = new JobReminders(new MailQueueStore(api.db), new JobStore(api.db), new MoveStore(api.db), new PaymentStore(api.db), { emailHour: 16, siteUrl: "https://movers.example", companyName: "Manzil" }, () => {});
      const { job } = await bookedJob(api, token, { email: "hour@example.com" });
      await moveJob(api, token, job, pakistanDate(1));
      const queued = () => api.db.selectFrom("mail_outbox").select("to_address").where("kind", "=", "reminder").where("lead_id", "=", job.leadId).execute();

      expect(await reminders.sweep(todayAt(15))).toBe(0);
      expect(await queued()).toHaveLength(0);
      expect(await reminders.sweep(todayAt(16))).toBe(1);
      expect(await reminders.sweep(todayAt(17))).toBe(0);
      expect(await queued()).toHaveLength(1);

      // Moved to the day after tomorrow: tomorrow's sweep at 16:00 reminds it again.
      await moveJob(api, token, job, pakistanDate(2), { windowStart: "14:00", windowEnd: "18:00" });
      expect(await reminders.sweep(new Date(todayAt(16).getTime() + DAY))).toBe(1);
      expect(await queued()).toHaveLength(2);
    } finally {
      await api.close();
    }
  });
});
