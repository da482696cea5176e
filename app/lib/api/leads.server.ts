import {
  IDEMPOTENCY_KEY_HEADER,
  leadCreatedSchema,
  leadListSchema,
  leadSchema,
  type ContactInput,
  type Lead,
  type LeadKind,
  type LeadStatus,
  type QuoteInput,
} from "~contract/leads";
import { apiRequest } from "./client.server";

/**
 * Lead calls (spec §7 sendQuote / sendEmail; the staff inbox is our
 * extension, issue 7). Every call re-throws ApiError; the routes decide
 * what the visitor or the staff member sees.
 */
export type SendOptions = {
  /** The visitor's address, so the API rate-limits per visitor, not per web server. */
  clientIp?: string;
  /** The hidden form field; the API answers a filled one like a success and stores nothing. */
  honeypot?: string;
  /** The form's idempotency key: a retry of the same submission gets the first reference back. */
  idempotencyKey?: string;
};

const keyHeader = (options: SendOptions) => (options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : undefined);

/** POST /api/sendQuote → the lead's reference (MZ-XXXXXX). */
export async function sendQuote(input: QuoteInput, options: SendOptions = {}): Promise<string> {
  const { data } = await apiRequest("/api/sendQuote", {
    method: "POST",
    json: { ...input, website_url: options.honeypot ?? "" },
    clientIp: options.clientIp,
    headers: keyHeader(options),
    schema: leadCreatedSchema,
  });
  return data.reference;
}

/** POST /api/sendEmail → the lead's reference. */
export async function sendContactMessage(input: ContactInput, options: SendOptions = {}): Promise<string> {
  const { data } = await apiRequest("/api/sendEmail", {
    method: "POST",
    json: { ...input, website_url: options.honeypot ?? "" },
    clientIp: options.clientIp,
    headers: keyHeader(options),
    schema: leadCreatedSchema,
  });
  return data.reference;
}

export type LeadQuery = { type?: LeadKind; status?: LeadStatus; page: number };

/** GET /api/leads (staff): newest first, 10 a page. */
export async function fetchLeads(query: LeadQuery, token: string) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.type) params.set("type", query.type);
  if (query.status) params.set("status", query.status);
  const { data } = await apiRequest(`/api/leads?${params}`, { token, schema: leadListSchema });
  return data;
}

/** GET /api/leads/{id} (staff). */
export async function fetchLead(id: string, token: string): Promise<Lead> {
  const { data } = await apiRequest(`/api/leads/${encodeURIComponent(id)}`, { token, schema: leadSchema });
  return data;
}

/** PATCH /api/leads/{id} (staff): new, contacted or closed. */
export async function updateLeadStatus(id: string, status: LeadStatus, token: string): Promise<Lead> {
  const { data } = await apiRequest(`/api/leads/${encodeURIComponent(id)}`, {
    method: "PATCH",
    json: { status },
    token,
    schema: leadSchema,
  });
  return data;
}
