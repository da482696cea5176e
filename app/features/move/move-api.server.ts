import { IDEMPOTENCY_KEY_HEADER } from "~contract/idempotency";
import { moveCareSchema, reviewSchema, type MoveCare, type Review, type ReviewInput } from "~contract/move-care";
import { customerJobSchema, type CustomerJob, type MoveAddresses } from "~contract/jobs";
import { moveSchema, type Move, type RoomInput } from "~contract/moves";
import { receiptSchema, type Receipt } from "~contract/payments";
import { apiRequest, apiStream, type StaffToken } from "~/shared/api/client.server";
import { isApiStatus } from "~/shared/api/api-failure.server";

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

export async function fetchLeadMove(leadId: string, staffToken: StaffToken): Promise<Move> {
  return (await apiRequest(byLead(leadId), { token: staffToken, schema: moveSchema })).data;
}

/** On the timeline under the staff member's name. */
export async function saveLeadMoveRoom(leadId: string, room: string, input: RoomInput, staffToken: StaffToken): Promise<Move> {
  return (await apiRequest(`${byLead(leadId)}/rooms/${encodeURIComponent(room)}`, { method: "PUT", json: input, token: staffToken, schema: moveSchema })).data;
}

/** On the timeline under the staff member's name. */
export async function uploadLeadMovePhotos(leadId: string, room: string, files: File[], staffToken: StaffToken): Promise<Move> {
  const form = new FormData();
  form.set("room", room);
  for (const file of files) form.append("photos", file, file.name || "photo");
  return (await apiRequest(`${byLead(leadId)}/photos`, { method: "POST", form, token: staffToken, schema: moveSchema })).data;
}

export async function removeLeadMovePhoto(leadId: string, photoId: string, staffToken: StaffToken): Promise<Move> {
  return (await apiRequest(`${byLead(leadId)}/photos/${encodeURIComponent(photoId)}`, { method: "DELETE", token: staffToken, schema: moveSchema })).data;
}

export async function fetchMovePhoto(photoId: string, key: { token: string } | { leadId: string; staffToken: StaffToken }): Promise<Response | null> {
  const base = "token" in key ? byToken(key.token) : byLead(key.leadId);
  try {
    return await apiStream(`${base}/photos/${encodeURIComponent(photoId)}`, { token: "staffToken" in key ? key.staffToken : undefined });
  } catch (error) {
    if (isApiStatus(error, 404, 401)) return null;
    throw error;
  }
}

export async function fetchMoveCare(token: string): Promise<MoveCare> {
  return (await apiRequest(`${byToken(token)}/care`, { schema: moveCareSchema })).data;
}

export async function fetchLeadMoveCare(leadId: string, staffToken: StaffToken): Promise<MoveCare> {
  return (await apiRequest(`${byLead(leadId)}/care`, { token: staffToken, schema: moveCareSchema })).data;
}

export async function fetchMoveReceipt(token: string, paymentId: string): Promise<Receipt> {
  return (await apiRequest(`${byToken(token)}/receipts/${encodeURIComponent(paymentId)}`, { schema: receiptSchema })).data;
}

/** The form's key makes a retried send change nothing. */
export async function saveMoveReview(token: string, input: ReviewInput, key: string): Promise<Review> {
  return (await apiRequest(`${byToken(token)}/review`, { method: "PUT", json: input, headers: { [IDEMPOTENCY_KEY_HEADER]: key }, schema: reviewSchema })).data;
}
