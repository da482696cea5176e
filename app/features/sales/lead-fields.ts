import { extraLabel, cityLabel, serviceLabel, sizeLabel, moveDateLabel } from "~/features/leads";
import { formatPakistaniPhone } from "~/shared/site/phone";

/** Fields this list does not know still show under their own name, so nothing sent is hidden. */
export type LeadField = { key: string; label: string; value: string };

const yesNo = (value: unknown) => (value === true || value === "on" || value === "true" ? "Yes" : "No");
const text = (value: unknown) => (value === undefined || value === null || value === "" ? "—" : String(value));

const KNOWN: { key: string; label: string; format?: (value: unknown, all: Record<string, unknown>) => string }[] = [
  { key: "name", label: "Name" },
  { key: "phone", label: "Phone", format: (v) => (typeof v === "string" && v ? formatPakistaniPhone(v) : "—") },
  { key: "email", label: "E-mail" },
  { key: "service", label: "Service", format: (v) => text(v && serviceLabel(v)) },
  { key: "fromCity", label: "Moving from (city)", format: (v) => text(v && cityLabel(v)) },
  { key: "fromArea", label: "Moving from (area)" },
  { key: "toCity", label: "Moving to (city)", format: (v) => text(v && cityLabel(v)) },
  { key: "toArea", label: "Moving to (area)" },
  { key: "moveDate", label: "Preferred date", format: (v, all) => moveDateLabel(v, all.flexibleDate).replace(" (flexible)", "") },
  { key: "flexibleDate", label: "Dates flexible", format: yesNo },
  { key: "propertySize", label: "Size of the move", format: (v) => text(v && sizeLabel(v)) },
  { key: "floor", label: "Floor", format: (v) => (v === 0 || v === "0" ? "Ground floor" : text(v)) },
  { key: "lift", label: "Lift available", format: yesNo },
  {
    key: "extras",
    label: "Extras",
    format: (v) => (Array.isArray(v) && v.length ? v.map(extraLabel).join(", ") : "None"),
  },
  { key: "notes", label: "Notes" },
  { key: "message", label: "Message" },
];

function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function leadFields(details: Record<string, unknown>, kind: "quote" | "contact"): LeadField[] {
  const rows: LeadField[] = [];
  for (const field of KNOWN) {
    const present = field.key in details;
    // The quote form always has these; a contact message never does.
    if (!present && (kind === "contact" || field.key === "message")) continue;
    const value = details[field.key];
    rows.push({ key: field.key, label: field.label, value: field.format ? field.format(value, details) : text(value) });
  }
  for (const [key, value] of Object.entries(details)) {
    if (KNOWN.some((field) => field.key === key)) continue;
    rows.push({ key, label: humanise(key), value: typeof value === "object" && value !== null ? JSON.stringify(value) : text(value) });
  }
  return rows;
}
