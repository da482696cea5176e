import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { deleteBlogOutcome } from "./blog-delete.server";
import { fetchBlog } from "~/features/blog/index.server";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { idSchema } from "~contract/common";
import { isApiStatus, logApiFailure } from "~/shared/api/api-failure.server";

/** The confirm step of Delete without JavaScript. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const id = params.id ?? "";
  if (!idSchema.safeParse(id).success) throw new Response("Not Found", { status: 404 });
  try {
    const blog = await fetchBlog(id, token);
    return { id, title: blog.title as string | null };
  } catch (error) {
    if (isApiStatus(error, 404)) throw new Response("Not Found", { status: 404 });
    // The title is only there to reassure; the delete itself can still be tried.
    logApiFailure(`Title of blog ${id}`, error);
    return { id, title: null };
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const outcome = await deleteBlogOutcome(params.id ?? "", token);
  // After a failure this page may no longer exist (the post is gone).
  return redirectWithToast("/blog-list", { type: outcome.ok ? "success" : "error", message: outcome.message });
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
