import type { Lang } from "~/i18n/languages";
import { z } from "zod";
import { publicEstimateSchema, staffEstimateSchema, type EstimateInput, type PublicEstimate, type StaffEstimate } from "~contract/estimates";
import {
  IDEMPOTENCY_KEY_HEADER,
  leadCountsSchema,
  leadCreatedSchema,
  leadDetailSchema,
  leadListSchema,
  leadSchema,
  type ContactInput,
  type Lead,
  type LeadCounts,
  type LeadDetail,
  type LeadListQuery,
  type LeadSource,
  type LeadUpdateInput,
  type NoteKind,
  type QuoteInput,
} from "~contract/leads";
import { waitingLeadsSchema, type WaitingLeads } from "~contract/dashboard";
import { apiRequest, apiStream, type StaffToken } from "~/shared/api/client.server";

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

/** Due follow-ups oldest first, else new unowned leads on top, then newest first. */
export async function fetchLeads(query: LeadListQuery, token: StaffToken) {
  const { data } = await apiRequest(`/api/leads?${leadQueryParams(query)}`, { token, schema: leadListSchema });
  return data;
}

function leadQueryParams(query: Partial<LeadListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["type", "status", "view", "city", "owner", "from", "to", "q"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.page) params.set("page", String(query.page));
  return params;
}

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

export async function updateLead(id: string, input: LeadUpdateInput, token: StaffToken): Promise<Lead> {
  const { data } = await apiRequest(`/api/leads/${encodeURIComponent(id)}`, { method: "PATCH", json: input, token, schema: leadSchema });
  return data;
}

export async function addLeadNote(id: string, text: string, kind: NoteKind, token: StaffToken): Promise<void> {
  await apiRequest(`/api/leads/${encodeURIComponent(id)}/notes`, { method: "POST", json: { text, kind }, token, schema: leadDetailSchema });
}

export async function resolveDuplicate(id: string, action: "merge" | "dismiss", token: StaffToken): Promise<Lead> {
  const { data } = await apiRequest(`/api/leads/${encodeURIComponent(id)}/duplicate`, { method: "POST", json: { action }, token, schema: leadSchema });
  return data;
}

export async function createEstimate(id: string, input: EstimateInput, token: StaffToken): Promise<StaffEstimate> {
  const { data } = await apiRequest(`/api/leads/${encodeURIComponent(id)}/estimates`, { method: "POST", json: input, token, schema: staffEstimateSchema });
  return data;
}

/** Revises an open estimate: its link (same token) shows the new version. */
export async function reviseEstimate(id: string, estimateId: string, input: EstimateInput, token: StaffToken): Promise<StaffEstimate> {
  const path = `/api/leads/${encodeURIComponent(id)}/estimates/${encodeURIComponent(estimateId)}`;
  const { data } = await apiRequest(path, { method: "PUT", json: input, token, schema: staffEstimateSchema });
  return data;
}

export async function withdrawEstimate(id: string, estimateId: string, token: StaffToken): Promise<StaffEstimate> {
  const { data } = await apiRequest(`/api/leads/${encodeURIComponent(id)}/estimates/${encodeURIComponent(estimateId)}/withdraw`, {
    method: "POST",
    token,
    schema: staffEstimateSchema,
  });
  return data;
}

export async function fetchStaffList(token: StaffToken): Promise<Array<{ _id: string; name: string }>> {
  const { data } = await apiRequest("/api/users", { token, schema: z.object({ Users: z.array(z.object({ _id: z.string(), name: z.string() })) }) });
  return data.Users;
}

export async function fetchEstimateByToken(token: string): Promise<PublicEstimate> {
  const { data } = await apiRequest(`/api/leads/estimates/${encodeURIComponent(token)}`, { schema: publicEstimateSchema });
  return data;
}

export async function acceptEstimate(token: string, clientIp?: string): Promise<PublicEstimate> {
  const { data } = await apiRequest(`/api/leads/estimates/${encodeURIComponent(token)}/accept`, { method: "POST", clientIp, schema: publicEstimateSchema });
  return data;
}

export async function fetchLeadsCsv(query: Partial<LeadListQuery>, token: StaffToken): Promise<{ body: ReadableStream<Uint8Array> | null; filename: string }> {
  const response = await apiStream(`/api/leads/export.csv?${leadQueryParams({ ...query, page: undefined })}`, { token });
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "leads.csv";
  return { body: response.body, filename };
}
