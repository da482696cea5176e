import { staffEstimateSchema, type EstimateInput, type StaffEstimate } from "~contract/estimates";
import { leadDetailSchema, leadListSchema, leadSchema, type Lead, type LeadListQuery, type LeadUpdateInput, type NoteKind } from "~contract/leads";
import { apiRequest, apiStream, type StaffToken } from "~/shared/api/client.server";

/**
 * Sales' calls to the API: the inbox, a lead's status, owner, notes and duplicates, its estimates
 * and the CSV export. Every call re-throws ApiError; the routes decide what staff see. The reads
 * other features share (one lead, the counts, the waiting leads) stay with the leads feature.
 */

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

export async function fetchLeadsCsv(query: Partial<LeadListQuery>, token: StaffToken): Promise<{ body: ReadableStream<Uint8Array> | null; filename: string }> {
  const response = await apiStream(`/api/leads/export.csv?${leadQueryParams({ ...query, page: undefined })}`, { token });
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "leads.csv";
  return { body: response.body, filename };
}
