import type { LoaderFunctionArgs } from "@remix-run/node";
import { photoAnswer } from "./photo-answer.server";
import { checkToken } from "./move-view.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return photoAnswer(params.photoId, { token: checkToken(params.token) });
}
