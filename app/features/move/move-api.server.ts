import { IDEMPOTENCY_KEY_HEADER } from "~contract/idempotency";
import { moveCareSchema, reviewSchema, type MoveCare, type Review, type ReviewInput } from "~contract/move-care";
import { customerJobSchema, type CustomerJob, type MoveAddresses } from "~contract/jobs";
import { moveSchema, type Move, type RoomInput } from "~contract/moves";
import { receiptSchema, type Receipt } from "~contract/payments";
import { ApiError, apiBaseUrl, apiRequest, apiTimeoutMs } from "~/shared/api/client.server";

/** The customer's calls go through the token, staff's through the lead. */
const byToken = (token: string) => `/api/moves/${encodeURIComponent(token)}`;
const byLead = (leadId: string) => `/api/leads/${encodeURIComponent(leadId)}/move`;

export async function fetchMove(token: string): Promise<Move> {
  return (await apiRequest(byToken(token), { schema: moveSchema })).data;
}

export async function saveMoveRoom(token: string, room: string, input: RoomInput): Promise<Move> {
  return (await apiRequest(`${byToken(token)}/rooms/${encodeURIComponent(room)}`, { method: "PUT", json: input, schema: moveSchema })).data;
}

export async function uploadMovePhotos(token: string, room: string, files: File[]): Promise<Move> {
  const form = new FormData();
  form.set("room", room);
  for (const file of files) form.append("photos", file, file.name || "photo");
  return (await apiRequest(`${byToken(token)}/photos`, { method: "POST", form, schema: moveSchema })).data;
}

export async function removeMovePhoto(token: string, photoId: string): Promise<Move> {
  return (await apiRequest(`${byToken(token)}/photos/${encodeURIComponent(photoId)}`, { method: "DELETE", schema: moveSchema })).data;
}

export async function fetchBooking(token: string): Promise<CustomerJob> {
  return (await apiRequest(`${byToken(token)}/job`, { schema: customerJobSchema })).data;
}

export async function saveMoveAddresses(token: string, input: MoveAddresses, key?: string): Promise<CustomerJob> {
  const headers = key ? { [IDEMPOTENCY_KEY_HEADER]: key } : undefined;
  return (await apiRequest(`${byToken(token)}/addresses`, { method: "PUT", json: input, headers, schema: customerJobSchema })).data;
}

export async function fetchLeadMove(leadId: string, staffToken: string): Promise<Move> {
  return (await apiRequest(byLead(leadId), { token: staffToken, schema: moveSchema })).data;
}

/** On the timeline under the staff member's name. */
export async function saveLeadMoveRoom(leadId: string, room: string, input: RoomInput, staffToken: string): Promise<Move> {
  return (await apiRequest(`${byLead(leadId)}/rooms/${encodeURIComponent(room)}`, { method: "PUT", json: input, token: staffToken, schema: moveSchema })).data;
}

/** On the timeline under the staff member's name. */
export async function uploadLeadMovePhotos(leadId: string, room: string, files: File[], staffToken: string): Promise<Move> {
  const form = new FormData();
  form.set("room", room);
  for (const file of files) form.append("photos", file, file.name || "photo");
  return (await apiRequest(`${byLead(leadId)}/photos`, { method: "POST", form, token: staffToken, schema: moveSchema })).data;
}

export async function removeLeadMovePhoto(leadId: string, photoId: string, staffToken: string): Promise<Move> {
  return (await apiRequest(`${byLead(leadId)}/photos/${encodeURIComponent(photoId)}`, { method: "DELETE", token: staffToken, schema: moveSchema })).data;
}

export async function fetchMovePhoto(photoId: string, key: { token: string } | { leadId: string; staffToken: string }): Promise<Response | null> {
  const base = "token" in key ? byToken(key.token) : byLead(key.leadId);
  const path = `${base}/photos/${encodeURIComponent(photoId)}`;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      headers: "staffToken" in key ? { Authorization: `Bearer ${key.staffToken}` } : {},
      signal: AbortSignal.timeout(apiTimeoutMs()),
    });
  } catch (error) {
    throw new ApiError(`API unreachable: ${path}`, "network", undefined, undefined, undefined, { cause: error });
  }
  if (response.status === 404 || response.status === 401) return null;
  if (!response.ok) throw new ApiError(`API answered ${response.status} for ${path}`, "http", response.status);
  return response;
}

export async function fetchMoveCare(token: string): Promise<MoveCare> {
  return (await apiRequest(`${byToken(token)}/care`, { schema: moveCareSchema })).data;
}

export async function fetchLeadMoveCare(leadId: string, staffToken: string): Promise<MoveCare> {
  return (await apiRequest(`${byLead(leadId)}/care`, { token: staffToken, schema: moveCareSchema })).data;
}

export async function fetchMoveReceipt(token: string, paymentId: string): Promise<Receipt> {
  return (await apiRequest(`${byToken(token)}/receipts/${encodeURIComponent(paymentId)}`, { schema: receiptSchema })).data;
}

/** The form's key makes a retried send change nothing. */
export async function saveMoveReview(token: string, input: ReviewInput, key: string): Promise<Review> {
  return (await apiRequest(`${byToken(token)}/review`, { method: "PUT", json: input, headers: { [IDEMPOTENCY_KEY_HEADER]: key }, schema: reviewSchema })).data;
}
