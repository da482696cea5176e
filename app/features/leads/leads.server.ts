import type { Lang } from "~/i18n/languages";
import { publicEstimateSchema, type PublicEstimate } from "~contract/estimates";
import {
  IDEMPOTENCY_KEY_HEADER,
  leadCountsSchema,
  leadCreatedSchema,
  leadDetailSchema,
  type ContactInput,
  type LeadCounts,
  type LeadDetail,
  type LeadSource,
  type QuoteInput,
} from "~contract/leads";
import { waitingLeadsSchema, type WaitingLeads } from "~contract/dashboard";
import { apiRequest, type StaffToken } from "~/shared/api/client.server";

/** Every call re-throws ApiError; the routes decide what the visitor or staff see. */
export type SendOptions = {
  /** So the API rate-limits per visitor, not per web server. */
  clientIp?: string;
  /** The hidden form field; the API answers a filled one like a success and stores nothing. */
  honeypot?: string;
  /** The form's idempotency key: a retry of the same submission gets the first reference back. */
  idempotencyKey?: string;
  source?: LeadSource;
  /** The language of the page it was sent from, so staff answer in it (absent: English). */
  language?: Lang;
};

/** The retry key goes in a header. */
async function sendLead(path: "/api/sendQuote" | "/api/sendEmail", input: QuoteInput | ContactInput, options: SendOptions): Promise<{ reference: string; moveToken?: string }> {
  const { data } = await apiRequest(path, {
    method: "POST",
    json: { ...input, website_url: options.honeypot ?? "", ...(options.source ? { source: options.source } : {}), ...(options.language ? { language: options.language } : {}) },
    clientIp: options.clientIp,
    headers: options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : undefined,
    schema: leadCreatedSchema,
  });
  return data;
}

export const sendQuote = (input: QuoteInput, options: SendOptions = {}) => sendLead("/api/sendQuote", input, options);

export const sendContactMessage = async (input: ContactInput, options: SendOptions = {}): Promise<string> => (await sendLead("/api/sendEmail", input, options)).reference;

export async function fetchWaitingLeads(token: StaffToken): Promise<WaitingLeads> {
  const { data } = await apiRequest("/api/leads/waiting", { token, schema: waitingLeadsSchema });
  return data;
}

export async function fetchLeadCounts(token: StaffToken): Promise<LeadCounts> {
  const { data } = await apiRequest("/api/leads/counts", { token, schema: leadCountsSchema });
  return data;
}

export async function fetchLead(id: string, token: StaffToken): Promise<LeadDetail> {
  const { data } = await apiRequest(`/api/leads/${encodeURIComponent(id)}`, { token, schema: leadDetailSchema });
  return data;
}

export async function fetchEstimateByToken(token: string): Promise<PublicEstimate> {
  const { data } = await apiRequest(`/api/leads/estimates/${encodeURIComponent(token)}`, { schema: publicEstimateSchema });
  return data;
}

export async function acceptEstimate(token: string, clientIp?: string): Promise<PublicEstimate> {
  const { data } = await apiRequest(`/api/leads/estimates/${encodeURIComponent(token)}/accept`, { method: "POST", clientIp, schema: publicEstimateSchema });
  return data;
}

