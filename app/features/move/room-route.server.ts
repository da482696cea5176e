import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { movePath, type Move } from "~contract/moves";
import { messagesFor, t } from "~/i18n/catalogue.server";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { localizeResult } from "~/i18n/field-errors.server";
import type { Lang } from "~/i18n/languages";
import { isApiRefusal, isApiStatus, failureStatus } from "~/shared/api/api-failure.server";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { fetchMove, removeMovePhoto, saveMoveRoom, uploadMovePhotos } from "./move-api.server";
import { loadCatalogue, sizeLabelIn } from "~/features/leads/index.server";
import { checkToken, estimateLinesIn, estimateOf, moveMessageIn, photoPath, roomPath } from "./move-view.server";
import { OTHER_ROWS, roomFormSchema, roomInputOf } from "./room-form-schema";

/** Plain form posts, so the page works without JavaScript. */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

const notFound = () => data("Not found", { status: 404 });

function roomOf(roomId: string | undefined) {
  const room = loadCatalogue().rooms.find((entry) => entry.id === roomId);
  if (!room) throw notFound();
  return room;
}

async function moveOr404(token: string): Promise<Move> {
  try {
    return await fetchMove(token);
  } catch (error) {
    if (isApiStatus(error, 404)) throw notFound();
    throw error;
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const token = checkToken(params.token);
  const room = roomOf(params.room);
  const move = await moveOr404(token);
  const catalogue = loadCatalogue();
  const { rates, estimate } = estimateOf(move);
  const saved = move.rooms.find((entry) => entry.room === room.id);
  const done = url.searchParams.get("done");
  return {
    lang,
    messages: messagesFor(lang, ["move", "price"]),
    reference: move.reference,
    room: { id: room.id, name: room[lang] },
    backPath: `${pathIn(movePath(token), lang)}#room-${room.id}`,
    actionPath: roomPath(token, room.id, lang),
    catalogue,
    rates,
    move: move.move ?? {},
    otherRooms: move.rooms.filter((entry) => entry.room !== room.id).map(({ items, others }) => ({ items, others })),
    saved: { items: saved?.items ?? [], others: saved?.others ?? [], note: saved?.note ?? "" },
    otherRows: Math.max(OTHER_ROWS, (saved?.others.length ?? 0) + 1),
    photos: move.photos.filter((photo) => photo.room === room.id).map((photo) => ({ id: photo._id, src: photoPath(token, photo._id), width: photo.width, height: photo.height })),
    estimate: estimateLinesIn(lang, rates, estimate, move.move),
    sizeLabel: sizeLabelIn(lang, move.move?.propertySize),
    notice: done === "photos" ? t(lang, "move.uploaded") : done === "removed" ? t(lang, "move.removed") : null,
  };
}

type PhotoAnswer = { form: "photos"; error: string };

export async function action({ request, params }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const token = checkToken(params.token);
  const room = roomOf(params.room);
  const here = roomPath(token, room.id, lang);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "photos" || intent === "remove-photo") {
    try {
      if (intent === "photos") {
        const files = formData.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
        await uploadMovePhotos(token, room.id, files);
      } else {
        await removeMovePhoto(token, String(formData.get("photo") ?? ""));
      }
    } catch (error) {
      if (isApiStatus(error, 404) && intent === "photos") throw notFound();
      return data<PhotoAnswer>({ form: "photos", error: failure(lang, error) }, { status: failureStatus(error, 503) });
    }
    return redirect(`${here}?done=${intent === "photos" ? "photos" : "removed"}#photos`);
  }

  const submission = parseWithZod(formData, { schema: roomFormSchema });
  if (submission.status !== "success") return data({ form: "items" as const, result: localizeResult(lang, submission.reply()) }, { status: 400 });
  const itemIds = new Set(loadCatalogue().items.map((item) => item.id));
  try {
    await saveMoveRoom(token, room.id, roomInputOf(submission.value, itemIds));
  } catch (error) {
    if (isApiStatus(error, 404)) throw notFound();
    return data(
      { form: "items" as const, result: submission.reply({ formErrors: [failure(lang, error)] }) },
      { status: failureStatus(error, 503) },
    );
  }
  return redirect(`${pathIn(movePath(token), lang)}?saved=${room.id}#room-${room.id}`);
}

function failure(lang: Lang, error: unknown): string {
  if (isApiRefusal(error) && error.serverMessage) return moveMessageIn(lang, error.serverMessage);
  return t(lang, "move.failed");
}
