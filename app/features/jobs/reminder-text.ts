import { formatPakistanDate } from "~contract/pakistan-time";

type Reminder = { customerName: string; reference: string; date: string; windowStart: string; windowEnd: string; crewLead: { name: string; phone: string } | null; balance: string | null };

/** The day-before reminder in the customer's language: date, window, crew lead and the balance to have ready. */
export function reminderText(language: string, r: Reminder): string {
  const date = formatPakistanDate(r.date);
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
