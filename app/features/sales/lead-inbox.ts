import { LANGUAGE_LABELS } from "~contract/languages";
import { CITIES, CITY_IDS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES, type Lead, type LeadKind, type LeadStatus } from "~contract/leads";
import { formatPakistaniPhone, telHref, whatsappHref } from "~/shared/site/phone";
import { describeRequest, staffWhatsAppGreeting } from "~/features/leads";
import { formatPakistanDateTime, ISO_DATE } from "~contract/pakistan-time";

export { LEAD_STATUS_LABELS };

/** Pure, so the address handling and row text are unit-tested. */
export type LeadFilters = {
  type?: LeadKind;
  status?: LeadStatus;
  /** Overdue and due follow-ups, oldest first. */
  view?: "due";
  city?: string;
  /** "none": leads nobody owns. */
  owner?: string;
  from?: string;
  to?: string;
  q?: string;
  page: number;
};

const OWNER = /^(?:none|[A-Za-z0-9_-]{1,64})$/;

export const LEAD_KIND_LABELS: Record<LeadKind, string> = { quote: "Quote request", contact: "Contact message" };
/** In pipeline order. */
export const LEAD_STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ id: status, label: LEAD_STATUS_LABELS[status] }));
const CITY_LABELS: Record<string, string> = Object.fromEntries(CITIES.map((city) => [city.id, city.label]));

/** Anything unknown is dropped rather than failing the page. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const type = params.get("type");
  const status = params.get("status");
  const city = params.get("city");
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Number(params.get("page"));
  const filters: LeadFilters = {
    type: LEAD_KINDS.find((kind) => kind === type),
    status: LEAD_STATUSES.find((value) => value === status),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
  if (params.get("view") === "due") filters.view = "due";
  if (city && CITY_IDS.includes(city)) filters.city = city;
  const owner = params.get("owner") ?? "";
  if (OWNER.test(owner)) filters.owner = owner;
  for (const key of ["from", "to"] as const) {
    const date = params.get(key) ?? "";
    if (ISO_DATE.test(date)) filters[key] = date;
  }
  if (q) filters.q = q;
  return filters;
}

/** Page 1 and "all" are left out. */
function leadListQuery(filters: LeadFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.view) query.set("view", filters.view);
  if (filters.q) query.set("q", filters.q);
  if (filters.type) query.set("type", filters.type);
  if (filters.status) query.set("status", filters.status);
  if (filters.city) query.set("city", filters.city);
  if (filters.owner) query.set("owner", filters.owner);
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  if (filters.page > 1) query.set("page", String(filters.page));
  return query;
}

export function leadListHref(filters: LeadFilters): string {
  const query = leadListQuery(filters);
  return query.size ? `/leads?${query}` : "/leads";
}

export function leadExportHref(filters: LeadFilters): string {
  const query = leadListQuery({ ...filters, page: 1 });
  return query.size ? `/leads/export.csv?${query}` : "/leads/export.csv";
}

export type LeadRow = {
  id: string;
  reference: string;
  kind: LeadKind;
  /** Staff answer in it. */
  language: string;
  status: LeadStatus;
  name: string;
  contact: string;
  summary: string;
  receivedAt: string;
  received: string;
  owner: string | null;
  followUp: string | null;
  followUpAt: string | null;
  overdue: boolean;
  city: string;
  duplicateOf: string | null;
  rating: number | null;
  callHref: string | null;
  whatsappHref: string | null;
};

const excerpt = (text: string, length = 120) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

export function leadRow(lead: Lead, now: Date = new Date()): LeadRow {
  const details = lead.details;
  const summary =
    lead.kind === "quote"
      ? describeRequest({
          service: details.service,
          fromCity: details.fromCity,
          toCity: details.toCity,
          moveDate: details.moveDate,
          flexibleDate: details.flexibleDate,
          propertySize: details.propertySize,
        })
      : excerpt(typeof details.message === "string" ? details.message.replace(/\s+/g, " ").trim() : "");
  return {
    id: lead._id,
    reference: lead.reference,
    kind: lead.kind,
    language: LANGUAGE_LABELS[lead.language],
    status: lead.status,
    name: lead.name,
    contact: lead.phone ? formatPakistaniPhone(lead.phone) : lead.email,
    summary,
    receivedAt: lead.createdAt,
    received: formatPakistanDateTime(lead.createdAt),
    owner: lead.owner?.name ?? null,
    followUp: lead.followUpAt ? formatPakistanDateTime(lead.followUpAt) : null,
    followUpAt: lead.followUpAt,
    overdue: lead.followUpAt !== null && Date.parse(lead.followUpAt) < now.getTime(),
    city: CITY_LABELS[lead.city] ?? "",
    duplicateOf: lead.duplicate?.state === "flagged" ? lead.duplicate.reference : null,
    rating: lead.rating,
    callHref: lead.phone ? telHref(lead.phone) : null,
    whatsappHref: lead.phone ? whatsappHref(lead.phone, staffWhatsAppGreeting(lead)) : null,
  };
}
