import { CITIES, LEAD_STATUS_LABELS, LOST_REASON_LABELS, MOVE_SERVICES } from "../contract/leads";
import { LANGUAGE_LABELS } from "../contract/languages";
import { CSV_BOM, csvLine } from "../contract/csv";
import { formatPakistanDateTime, todayInPakistan } from "../contract/pakistan-time";
import { type LeadCsvRow, parseSource } from "./lead-store";

/** A list's labels by id, looked up once per cell instead of searched (the export writes a million rows). */
const labelsOf = (list: ReadonlyArray<{ id: string; label: string }>) => new Map(list.map((item) => [item.id, item.label]));
const CITY_LABELS = labelsOf(CITIES);
const SERVICE_LABELS = labelsOf(MOVE_SERVICES);
const label = (labels: ReadonlyMap<string, string>, id: unknown) => (typeof id === "string" ? (labels.get(id) ?? id) : "");

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
  "From area",
  "Owner",
  "Follow-up",
  "Service",
  "Moving to",
  "To area",
  "Move date",
  "Estimate (Rs)",
  "Message",
  "Source page",
  "Referrer",
  "UTM source",
  "UTM medium",
  "UTM campaign",
] as const;

/** The CSV export of a lead view, for Excel, streamed: the header line first (with the byte-order mark), then one line per lead. */
export const leadCsvHeader = () => CSV_BOM + csvLine(CSV_COLUMNS);

/** One lead as a CSV line, straight from its row (no API answer built in between: the export writes a million of them). */
function leadCsvLine(row: LeadCsvRow): string {
  const quote = row.kind === "quote";
  const d = readDetails(row.details);
  const source = parseSource(row.source);
  return csvLine([
    row.reference,
    formatPakistanDateTime(row.created_at),
    quote ? "Quote request" : "Contact message",
    LEAD_STATUS_LABELS[row.status],
    row.lost_reason ? LOST_REASON_LABELS[row.lost_reason] : "",
    row.name,
    localPhone(row.phone),
    row.email,
    LANGUAGE_LABELS[row.language],
    label(CITY_LABELS, row.city),
    quote ? text(d.fromArea) : "",
    row.owner_id ? (row.owner_name ?? "Former staff member") : "",
    row.follow_up_at ? formatPakistanDateTime(row.follow_up_at) : "",
    quote ? label(SERVICE_LABELS, d.service) : "",
    quote ? label(CITY_LABELS, d.toCity) : "",
    quote ? text(d.toArea) : "",
    text(d.moveDate),
    row.estimate_total ?? "",
    // The contact message, or the notes of a quote request.
    text(quote ? d.notes : d.message),
    source.page,
    source.referrer,
    source.utm.source ?? "",
    source.utm.medium ?? "",
    source.utm.campaign ?? "",
  ]);
}

/**
 * A batch of leads as the bytes the export writes, each line encoded straight into one buffer
 * outside V8's heap. Joined into one string first, a batch of 5 000 lines (1.5 MB) went into the
 * old generation and stayed there until a full collection: a third slower, and tens of MB more.
 */
export function leadCsvBytes(rows: LeadCsvRow[]): Uint8Array {
  const lines = rows.map(leadCsvLine);
  let size = 0;
  for (const line of lines) size += Buffer.byteLength(line);
  const bytes = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const line of lines) at += bytes.write(line, at);
  return bytes;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function readDetails(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Named by the day in Pakistan, as its leads are dated (after 19:00 UTC it is already tomorrow there). */
export function leadsCsvFilename(now: Date = new Date()): string {
  return `leads-${todayInPakistan(now)}.csv`;
}
