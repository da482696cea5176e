import type { StaffToken } from "~/shared/api/client.server";
import { data } from "@remix-run/node";
import { PHOTO_ID_PATTERN } from "~contract/moves";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { fetchMovePhoto } from "./move-api.server";

/** Only with the move's token or a staff session; never kept by a shared cache. */
export async function photoAnswer(photoId: string | undefined, key: Parameters<typeof fetchMovePhoto>[1]): Promise<Response> {
  if (!photoId || !PHOTO_ID_PATTERN.test(photoId)) throw data("Not found", { status: 404 });
  const photo = await fetchMovePhoto(photoId, key);
  if (!photo?.body) throw data("Not found", { status: 404 });
  return new Response(photo.body, {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": photo.headers.get("content-length") ?? "",
      "Cache-Control": PRIVATE_NO_STORE,
      "Content-Disposition": "inline",
    },
  });
}


export const staffPhoto = (photoId: string | undefined, leadId: string, staffToken: StaffToken) => photoAnswer(photoId, { leadId, staffToken });
