import type { StaffToken } from "~/shared/api/client.server";
import { movePath } from "~contract/moves";
import { pathIn } from "~/i18n/alternates";
import { DAMAGE_ROOM } from "~contract/move-care";
import { formatPakistanDateTime } from "~contract/pakistan-time";
import { fetchLeadMove, fetchLeadMoveCare } from "./move-api.server";
import { inventoryEstimateLines } from "./estimate-from-inventory";
import { estimateLinesIn, estimateOf, roomsIn, staffPhotoPath, staffRoomPath } from "./move-view.server";
import { logApiFailure } from "~/shared/api/api-failure.server";

/** A secondary read: when it fails the lead page still shows, without it. */
export async function leadMoveView(leadId: string, staffToken: StaffToken, origin: string, lead: { name: string; reference: string; language: string }) {
  let move;
  let care;
  try {
    [move, care] = await Promise.all([fetchLeadMove(leadId, staffToken), fetchLeadMoveCare(leadId, staffToken)]);
  } catch (error) {
    logApiFailure("Lead move", error);
    return null;
  }
  const { rates, catalogue, estimate } = estimateOf(move);
  const url = `${origin}${pathIn(movePath(move.token), lead.language === "ur" ? "ur" : "en")}`;
  const whatsappText =
    lead.language === "ur"
      ? `السلام علیکم ${lead.name}! اپنی منتقلی (${lead.reference}) کا سامان اور تصاویر اس لنک پر شامل کریں، قیمت زیادہ پکی ہو جائے گی: ${url}`
      : `Assalam-o-Alaikum ${lead.name}! Add your items and photos for your move ${lead.reference} here, for a firmer price: ${url}`;
  const flagNames: Record<string, string> = { fragile: "fragile", dismantle: "dismantle", "two-people": "two people" };
  // Staff use the customer's own form (staff-room-route.tsx); only catalogue rooms have one.
  const catalogueRooms = new Set(catalogue.rooms.map((room) => room.id));
  const editPath = (roomId: string) => (catalogueRooms.has(roomId) ? staffRoomPath(leadId, roomId) : null);
  const rooms = roomsIn("en", catalogue, move);
  const listed = (room: (typeof rooms)[number]) => room.pieces > 0 || room.photos.length > 0 || room.note !== "";
  return {
    url,
    whatsappText,
    mailto: `?${new URLSearchParams({ subject: `Your move ${lead.reference}: add your items and photos`, body: whatsappText }).toString().replace(/\+/g, "%20")}`,
    estimate: estimateLinesIn("en", rates, estimate, move.move),
    rooms: rooms.filter(listed).map((room) => ({
      ...room,
      editPath: editPath(room.id),
      lines: room.lines.map((line) => ({ ...line, flags: line.flags.map((flag) => flagNames[flag] ?? flag) })),
      photos: room.photos.map((photo) => ({ ...photo, src: staffPhotoPath(leadId, photo.id) })),
    })),
    emptyRooms: rooms.filter((room) => !listed(room) && catalogueRooms.has(room.id)).map((room) => ({ id: room.id, name: room.name, editPath: editPath(room.id)! })),
    fromInventory: inventoryEstimateLines(rates, move.move ?? {}, estimate),
    review: care.review
      ? {
          ...care.review,
          updated: formatPakistanDateTime(care.review.updatedAt),
          photos: move.photos.filter((photo) => photo.room === DAMAGE_ROOM).map((photo) => ({ id: photo._id, width: photo.width, height: photo.height, src: staffPhotoPath(leadId, photo._id) })),
        }
      : null,
  };
}
