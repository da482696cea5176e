import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/features/staff-auth/index.server";
import { staffPhoto } from "./photo-answer.server";

/** /leads/<id>/move-photos/<photo>: a move's photo for signed-in staff (the lead page's gallery). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  return staffPhoto(params.photoId, params.id ?? "", token);
}
