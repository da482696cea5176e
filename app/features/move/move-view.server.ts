import { data } from "@remix-run/node";
import { MOVE_TOKEN_PATTERN, movePath, type Move } from "~contract/moves";
import { t, template } from "~/i18n/catalogue.server";
import { estimateLines, rangeText } from "./estimate-lines";
import { localizeError } from "~/i18n/field-errors.server";
import type { Lang } from "~/i18n/languages";
import { pathIn } from "~/i18n/alternates";
import { loadCatalogue, loadMoveRates, sizeLabelIn, summaryRowsIn } from "~/features/leads/index.server";
import type { Catalogue } from "~/features/leads";
import { estimateMove, type MoveEstimate } from "./move-estimate";

export function checkToken(token: string | undefined): string {
  if (!token || !MOVE_TOKEN_PATTERN.test(token)) throw data("Not found", { status: 404 });
  return token;
}

export const photoPath = (token: string, photoId: string) => `${movePath(token)}/photos/${photoId}`;
export const roomPath = (token: string, room: string, lang: Lang) => pathIn(`${movePath(token)}/room/${room}`, lang);
/** For staff, through the lead. */
export const staffPhotoPath = (leadId: string, photoId: string) => `/leads/${encodeURIComponent(leadId)}/move-photos/${photoId}`;
export const staffRoomPath = (leadId: string, room: string) => `/leads/${encodeURIComponent(leadId)}/move/room/${room}`;

/** Amounts left to right. */
export const rangeIn = (lang: Lang, range: { min: number; max: number }) => rangeText((key) => template(lang, key), lang, range);

export function estimateLinesIn(lang: Lang, rates: ReturnType<typeof loadMoveRates>, estimate: MoveEstimate, move: Move["move"]) {
  return estimateLines((key) => template(lang, key), lang, rates.inventory.vehicles, estimate, sizeLabelIn(lang, move?.propertySize));
}

export function estimateOf(move: Move) {
  const rates = loadMoveRates();
  const catalogue = loadCatalogue();
  return { rates, catalogue, estimate: estimateMove(rates, catalogue, move.move ?? {}, move.rooms) };
}

export function roomsIn(lang: Lang, catalogue: Catalogue, move: Move) {
  const items = new Map(catalogue.items.map((item) => [item.id, item]));
  const sizes = new Map(catalogue.otherSizes.map((size) => [size.id as string, size]));
  const known = new Set(catalogue.rooms.map((room) => room.id));
  const extra = move.rooms.filter((room) => !known.has(room.room)).map((room) => ({ id: room.room, en: room.room, ur: room.room }));
  return [...catalogue.rooms, ...extra].map((room) => {
    const saved = move.rooms.find((entry) => entry.room === room.id);
    const lines = [
      ...(saved?.items ?? []).map((line) => {
        const item = items.get(line.item);
        return { name: item ? item[lang] : line.item, quantity: line.quantity, flags: item?.flags ?? [] };
      }),
      ...(saved?.others ?? []).map((other) => ({ name: `${other.name} (${sizes.get(other.size)?.[lang].split(" (")[0] ?? other.size})`, quantity: other.quantity, flags: [] as string[] })),
    ];
    return {
      id: room.id,
      name: room[lang],
      lines,
      pieces: lines.reduce((sum, line) => sum + line.quantity, 0),
      note: saved?.note ?? "",
      photos: move.photos.filter((photo) => photo.room === room.id).map((photo) => ({ id: photo._id, width: photo.width, height: photo.height })),
    };
  });
}

export function summaryOf(lang: Lang, move: Move["move"]) {
  if (!move) return [];
  return summaryRowsIn(lang, {
    service: move.service,
    fromCity: move.fromCity,
    toCity: move.toCity,
    moveDate: move.moveDate,
    flexibleDate: move.flexibleDate,
    propertySize: move.propertySize,
    fromArea: typeof move.fromArea === "string" ? move.fromArea : "",
    toArea: typeof move.toArea === "string" ? move.toArea : "",
    floor: typeof move.floor === "number" ? move.floor : 0,
    lift: move.lift === true,
    extras: Array.isArray(move.extras) ? move.extras.filter((extra): extra is string => typeof extra === "string") : [],
  });
}

const PHOTO_MESSAGES: [RegExp, (lang: Lang, m: RegExpExecArray) => string][] = [
  [/^Photo (\d+) is not a JPEG or PNG photo$/, (lang, m) => t(lang, "move.photoNotImage", { n: m[1]! })],
  [/^Photo (\d+) is larger than (\d+) MB$/, (lang, m) => t(lang, "move.photoTooBig", { n: m[1]!, mb: m[2]! })],
  [/^Photo (\d+) is larger than (\d+) megapixels$/, (lang, m) => t(lang, "move.photoTooManyPixels", { n: m[1]!, mp: m[2]! })],
  [/^Photo (\d+) could not be read as an image$/, (lang, m) => t(lang, "move.photoUnreadable", { n: m[1]! })],
  [/^Send at most (\d+) photos at once$/, (lang, m) => t(lang, "move.photosAtOnce", { n: m[1]! })],
  [/^Choose at least one photo$/, (lang) => t(lang, "move.choosePhoto")],
  [/^A room can have \d+ photos/, (lang) => t(lang, "move.tooManyPhotos")],
  [/^A move can list \d+ rooms$/, (lang) => t(lang, "move.tooManyRooms")],
];

export function moveMessageIn(lang: Lang, message: string): string {
  for (const [pattern, translate] of PHOTO_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return translate(lang, match);
  }
  return localizeError(lang, message);
}
