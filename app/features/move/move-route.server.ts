import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import type { MoveCare } from "~contract/move-care";
import { movePath, type Move } from "~contract/moves";
import { messagesFor, t } from "~/i18n/catalogue.server";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { isApiStatus } from "~/shared/api/api-failure.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { fetchMove, fetchMoveCare } from "./move-api.server";
import { bookingIn } from "./move-booking.server";
import { careView } from "./move-care.server";
import { checkToken, estimateLinesIn, estimateOf, photoPath, rangeIn, roomPath, roomsIn, summaryOf } from "./move-view.server";

/** No login: the token is the key; an unknown one is a plain 404. Never shared by any cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const token = checkToken(params.token);
  const messages = messagesFor(lang, ["move", "price", "care"]);
  let move: Move;
  let care: MoveCare;
  let booking;
  try {
    [move, care, booking] = await Promise.all([fetchMove(token), fetchMoveCare(token), bookingIn(lang, token)]);
  } catch (error) {
    if (isApiStatus(error, 404)) throw data("Not found", { status: 404 });
    return { ok: false as const, lang, messages, message: t(lang, "move.unavailable") };
  }
  const { rates, catalogue, estimate } = estimateOf(move);
  const rooms = roomsIn(lang, catalogue, move).map((room) => ({
    ...room,
    path: roomPath(token, room.id, lang),
    photos: room.photos.map((photo) => ({ ...photo, src: photoPath(token, photo.id) })),
  }));
  const saved = rooms.find((room) => room.id === url.searchParams.get("saved"));
  const done = url.searchParams.get("done");
  return {
    ok: true as const,
    lang,
    messages,
    reference: move.reference,
    summary: summaryOf(lang, move.move),
    estimate: estimateLinesIn(lang, rates, estimate, move.move),
    rooms,
    notice: saved ? t(lang, "move.saved", { room: saved.name }) : url.searchParams.get("saved") === "addresses" ? t(lang, "move.addressesSaved") : null,
    booking,
    estimates: move.estimates.map((entry) => ({ path: entry.path, total: rangeIn(lang, { min: entry.total, max: entry.total }), state: entry.state })),
    otherLanguagePath: pathIn(movePath(token), lang === "en" ? "ur" : "en"),
    care: await careView(lang, token, care, move),
    careNotice: done === "review" ? t(lang, "care.thanks") : done === "damage" ? t(lang, "care.damageAdded") : null,
  };
}
