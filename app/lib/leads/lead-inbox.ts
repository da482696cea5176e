import { LEAD_KINDS, LEAD_STATUSES, type Lead, type LeadKind, type LeadStatus } from "~contract/leads";
import { formatPakistaniPhone } from "~/lib/phone";
import { describeRequest } from "./lead-messages";
import { formatPakistanDateTime } from "./pakistan-date";

/**
 * The staff inbox's filters and rows (issue 7), kept pure so the address
 * handling and the row text are unit-tested.
 */
export type LeadFilters = { type?: LeadKind; status?: LeadStatus; page: number };

export const LEAD_KIND_LABELS: Record<LeadKind, string> = { quote: "Quote request", contact: "Contact message" };
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: "New", contacted: "Contacted", closed: "Closed" };

/** ?type=&status=&page= → filters; anything unknown is dropped rather than failing the page. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const type = params.get("type");
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    type: LEAD_KINDS.find((kind) => kind === type),
    status: LEAD_STATUSES.find((value) => value === status),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The /leads address for filters (page 1 and "all" are left out). */
export function leadListHref(filters: LeadFilters): string {
  const query = new URLSearchParams();
  if (filters.type) query.set("type", filters.type);
  if (filters.status) query.set("status", filters.status);
  if (filters.page > 1) query.set("page", String(filters.page));
  return query.size ? `/leads?${query}` : "/leads";
}

export type LeadRow = {
  id: string;
  reference: string;
  kind: LeadKind;
  status: LeadStatus;
  name: string;
  contact: string;
  summary: string;
  receivedAt: string;
  received: string;
};

const excerpt = (text: string, length = 120) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

export function leadRow(lead: Lead): LeadRow {
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
    status: lead.status,
    name: lead.name,
    contact: lead.phone ? formatPakistaniPhone(lead.phone) : lead.email,
    summary,
    receivedAt: lead.createdAt,
    received: formatPakistanDateTime(lead.createdAt),
  };
}
