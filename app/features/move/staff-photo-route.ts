import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { staffPhoto } from "./photo-answer.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  return staffPhoto(params.photoId, params.id ?? "", token);
}
