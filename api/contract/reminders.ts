import type { Job } from "./jobs";
import { formatPkrIn } from "./money";
import { formatPakistanDate } from "./pakistan-time";
import { formatPakistaniPhone } from "./phone";

type Reminder = { customerName: string; reference: string; date: string; windowStart: string; windowEnd: string; crewLead: { name: string; phone: string } | null; balance: string | null };

/** One text for WhatsApp (staff) and the API's e-mail (api/mail/job-reminders.ts). */
function reminderText(language: string, r: Reminder): string {
  const date = formatPakistanDate(r.date, language === "ur" ? "ur-PK" : "en-GB");
  const window = `${r.windowStart}–${r.windowEnd}`;
  if (language === "ur") {
    return [
      `السلام علیکم ${r.customerName}! آپ کی منتقلی (${r.reference}) کل ${date} کو ہے، ہماری ٹیم ${window} کے درمیان پہنچے گی۔`,
      r.crewLead ? `ٹیم لیڈ: ${r.crewLead.name}، ${r.crewLead.phone}۔` : "",
      r.balance ? `باقی رقم: ${r.balance}۔` : "",
    ]
      .filter(Boolean)
      .join(" ");
  }
  return [
    `Assalam-o-Alaikum ${r.customerName}! Your move ${r.reference} is tomorrow, ${date}: our crew arrives between ${window}.`,
    r.crewLead ? `Crew lead: ${r.crewLead.name}, ${r.crewLead.phone}.` : "",
    r.balance ? `Balance due: ${r.balance}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The balance is null before an estimate is accepted. */
export function jobReminderText(job: Pick<Job, "language" | "customerName" | "reference" | "windowStart" | "windowEnd" | "crew" | "crewLeadId"> & { date: string }, due: number | null): string {
  const lead = job.crew.find((member) => member._id === job.crewLeadId);
  return reminderText(job.language, {
    customerName: job.customerName,
    reference: job.reference,
    date: job.date,
    windowStart: job.windowStart,
    windowEnd: job.windowEnd,
    crewLead: lead ? { name: lead.name, phone: formatPakistaniPhone(lead.phone) } : null,
    balance: due ? formatPkrIn(job.language, due) : null,
  });
}
