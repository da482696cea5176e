import type { StaffToken } from "~/shared/api/client.server";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { messagesFor } from "~/i18n/catalogue.server";
import { localizeResult } from "~/i18n/field-errors.server";
import { isApiRefusal, isApiStatus, logApiFailure } from "~/shared/api/api-failure.server";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { fetchLead, loadCatalogue, sizeLabelIn } from "~/features/leads/index.server";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { fetchLeadMove, removeLeadMovePhoto, saveLeadMoveRoom, uploadLeadMovePhotos } from "./move-api.server";
import { estimateLinesIn, estimateOf, moveMessageIn, staffPhotoPath, staffRoomPath } from "./move-view.server";
import { OTHER_ROWS, roomFormSchema, roomInputOf } from "./room-form-schema";

/**
 * Staff type the customer's room form during a phone or video survey, saving through the lead so the timeline
 * names them. Plain form posts, as on the customer's page.
 */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** What was typed is still in the form. */
const STAFF_ROOM_FAILED = "Could not save the room: the service did not answer. Nothing was saved; what you typed is still here, please try again.";
const STAFF_PHOTOS_FAILED = "Could not change the photos: the service did not answer. Nothing was changed; please try again.";

const notFound = (what: string) => new Response(what, { status: 404 });

// The customer's page offers no other, and the API keys rooms by these ids.
function roomOf(roomId: string | undefined) {
  const room = loadCatalogue().rooms.find((entry) => entry.id === roomId);
  if (!room) throw notFound("Room not found");
  return room;
}

const leadPathOf = (leadId: string) => `/leads/${encodeURIComponent(leadId)}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const leadId = params.id ?? "";
  const room = roomOf(params.room);
  let lead;
  let move;
  try {
    [lead, move] = await Promise.all([fetchLead(leadId, token), fetchLeadMove(leadId, token)]);
  } catch (error) {
    // 404: no such lead, or not a quote (a message has no move); 400: not an id.
    if (isApiStatus(error, 404, 400)) throw notFound("Lead not found");
    throw error;
  }
  const catalogue = loadCatalogue();
  const { rates, estimate } = estimateOf(move);
  const saved = move.rooms.find((entry) => entry.room === room.id);
  return {
    lang: "en" as const,
    messages: messagesFor("en", ["move", "price"]),
    lead: { id: lead._id, reference: lead.reference, name: lead.name },
    leadPath: leadPathOf(lead._id),
    room: { id: room.id, name: room.en },
    actionPath: staffRoomPath(lead._id, room.id),
    catalogue,
    rates,
    move: move.move ?? {},
    otherRooms: move.rooms.filter((entry) => entry.room !== room.id).map(({ items, others }) => ({ items, others })),
    saved: { items: saved?.items ?? [], others: saved?.others ?? [], note: saved?.note ?? "" },
    otherRows: Math.max(OTHER_ROWS, (saved?.others.length ?? 0) + 1),
    photos: move.photos.filter((photo) => photo.room === room.id).map((photo) => ({ id: photo._id, src: staffPhotoPath(lead._id, photo._id), width: photo.width, height: photo.height })),
    estimate: estimateLinesIn("en", rates, estimate, move.move),
    sizeLabel: sizeLabelIn("en", move.move?.propertySize),
  };
}

export type StaffRoomActionData = { form: "items"; result: SubmissionResult<string[]> } | { form: "photos"; error: string };

export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const leadId = params.id ?? "";
  const room = roomOf(params.room);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "photos" || intent === "remove-photo") return photosAction(request, { leadId, room, token, intent, formData });

  const submission = parseWithZod(formData, { schema: roomFormSchema });
  if (submission.status !== "success") return data<StaffRoomActionData>({ form: "items", result: localizeResult("en", submission.reply()) }, { status: 400 });
  const input = roomInputOf(submission.value, new Set(loadCatalogue().items.map((item) => item.id)));
  try {
    await saveLeadMoveRoom(leadId, room.id, input, token);
  } catch (error) {
    if (isApiStatus(error, 404)) throw notFound("Lead not found");
    if (isApiRefusal(error) && error.serverMessage) {
      return data<StaffRoomActionData>({ form: "items", result: submission.reply({ formErrors: [moveMessageIn("en", error.serverMessage)] }) }, { status: error.status });
    }
    logApiFailure("Staff room save", error);
    return data<StaffRoomActionData>({ form: "items", result: submission.reply({ formErrors: [STAFF_ROOM_FAILED] }) }, { status: 503 });
  }
  const pieces = input.items.reduce((sum, line) => sum + line.quantity, 0) + input.others.reduce((sum, line) => sum + line.quantity, 0);
  return redirectWithToast(`${leadPathOf(leadId)}#move`, { type: "success", message: `${room.en} saved: ${pieces} ${pieces === 1 ? "piece" : "pieces"}.` });
}

async function photosAction(
  request: Request,
  { leadId, room, token, intent, formData }: { leadId: string; room: { id: string; en: string }; token: StaffToken; intent: "photos" | "remove-photo"; formData: FormData },
) {
  let message: string;
  try {
    if (intent === "photos") {
      const files = formData.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
      await uploadLeadMovePhotos(leadId, room.id, files, token);
      message = `${files.length} ${files.length === 1 ? "photo" : "photos"} added to ${room.en}.`;
    } else {
      await removeLeadMovePhoto(leadId, String(formData.get("photo") ?? ""), token);
      message = `Photo removed from ${room.en}.`;
    }
  } catch (error) {
    if (isApiStatus(error, 404) && intent === "photos") throw notFound("Lead not found");
    if (isApiRefusal(error) && error.serverMessage) return data<StaffRoomActionData>({ form: "photos", error: moveMessageIn("en", error.serverMessage) }, { status: error.status });
    logApiFailure("Staff room photos", error);
    return data<StaffRoomActionData>({ form: "photos", error: STAFF_PHOTOS_FAILED }, { status: 503 });
  }
  return redirectWithToast(`${staffRoomPath(leadId, room.id)}#photos`, { type: "success", message });
}
