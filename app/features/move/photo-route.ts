import type { LoaderFunctionArgs } from "@remix-run/node";
import { photoAnswer } from "./photo-answer.server";
import { checkToken } from "./move-view.server";

/** /move/<token>/photos/<id>: a photo of the move, for the holder of its token. */
export async function loader({ params }: LoaderFunctionArgs) {
  return photoAnswer(params.photoId, { token: checkToken(params.token) });
}
