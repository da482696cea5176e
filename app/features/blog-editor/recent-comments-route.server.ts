import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { fetchRecentComments } from "./comments-admin.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { COMMENT_MESSAGES } from "./messages";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { logApiFailure } from "~/shared/api/api-failure.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  try {
    return { ok: true as const, comments: await fetchRecentComments(token) };
  } catch (error) {
    logApiFailure("Recent comments", error);
    return { ok: false as const, message: COMMENT_MESSAGES.recentFailed };
  }
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
