import { CITIES, LEAD_STATUS_LABELS, LOST_REASON_LABELS, MOVE_SERVICES, type Lead } from "../contract/leads";
import { LANGUAGE_LABELS } from "../contract/languages";
import { formatPakistanDateTime } from "../contract/pakistan-time";

/**
 * The CSV export of a lead view, for Excel: UTF-8 with a byte-order mark
 * (without it Excel reads Urdu as mojibake), CRLF line ends, RFC 4180
 * quoting, and text that Excel would run as a formula defused with a
 * leading apostrophe (OWASP "CSV injection").
 */
const CSV_BOM = "\uFEFF";

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const label = (list: ReadonlyArray<{ id: string; label: string }>, id: unknown) => list.find((item) => item.id === id)?.label ?? (typeof id === "string" ? id : "");

/** +923001234567 → 0300-1234567 (also keeps Excel from reading it as a number or formula). */
function localPhone(e164: string): string {
  return /^\+92\d{10}$/.test(e164) ? `0${e164.slice(3, 6)}-${e164.slice(6)}` : e164;
}

const CSV_COLUMNS = [
  "Reference",
  "Received",
  "Type",
  "Status",
  "Lost reason",
  "Name",
  "Phone",
  "E-mail",
  "Language",
  "City",
  "Owner",
  "Follow-up",
  "Service",
  "Moving to",
  "Move date",
  "Source page",
  "Referrer",
  "UTM source",
  "UTM medium",
  "UTM campaign",
] as const;

export function leadsCsv(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => {
    const d = lead.details;
    return [
      lead.reference,
      formatPakistanDateTime(lead.createdAt),
      lead.kind === "quote" ? "Quote request" : "Contact message",
      LEAD_STATUS_LABELS[lead.status],
      lead.lostReason ? LOST_REASON_LABELS[lead.lostReason] : "",
      lead.name,
      localPhone(lead.phone),
      lead.email,
      LANGUAGE_LABELS[lead.language],
      label(CITIES, lead.city),
      lead.owner?.name ?? "",
      lead.followUpAt ? formatPakistanDateTime(lead.followUpAt) : "",
      lead.kind === "quote" ? label(MOVE_SERVICES, d.service) : "",
      lead.kind === "quote" ? label(CITIES, d.toCity) : "",
      typeof d.moveDate === "string" ? d.moveDate : "",
      lead.source.page,
      lead.source.referrer,
      lead.source.utm.source ?? "",
      lead.source.utm.medium ?? "",
      lead.source.utm.campaign ?? "",
    ];
  });
  return CSV_BOM + [[...CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
