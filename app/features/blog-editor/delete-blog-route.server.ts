import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { deleteBlog, fetchBlog } from "~/features/blog/index.server";
import { DELETE_MESSAGES } from "./messages";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { idSchema } from "~contract/common";
import { isApiStatus, logApiFailure, failureStatus } from "~/shared/api/api-failure.server";

/** `back`: the list view (search, page) the dialog was opened on; only ever the blog list. */
const deleteBlogSchema = z.object({
  id: idSchema,
  back: z
    .string()
    .regex(/^\/blog-list(\?[^#]*)?$/)
    .optional(),
});

/** The confirm step of Delete without JavaScript. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const id = params.id ?? "";
  if (!idSchema.safeParse(id).success) throw new Response("Not Found", { status: 404 });
  try {
    const blog = await fetchBlog(id, token);
    return { id, title: blog.title as string | null };
  } catch (error) {
    // Still the page, so a failed delete of a post deleted meanwhile shows its message here.
    if (isApiStatus(error, 404)) return data({ id, title: null }, { status: 404 });
    // The title is only there to reassure; the delete itself can still be tried.
    logApiFailure(`Title of blog ${id}`, error);
    return { id, title: null };
  }
}

/** The one delete action, for the dialog (a fetcher) and the confirm page alike: a failure stays where it was asked (docs/requirements.md, Routes). */
export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  // A post without a body has no form type: an empty form, refused as such.
  const submission = parseWithZod(await request.formData().catch(() => new FormData()), { schema: deleteBlogSchema });
  const failed = (status: number) => data(submission.reply({ formErrors: [DELETE_MESSAGES.failure] }), { status });
  if (submission.status !== "success" || submission.value.id !== params.id) return failed(400);
  try {
    await deleteBlog(submission.value.id, token);
  } catch (error) {
    logApiFailure(`Deleting blog ${submission.value.id}`, error);
    return failed(failureStatus(error, 502));
  }
  return redirectWithToast(submission.value.back ?? "/blog-list", { type: "success", message: DELETE_MESSAGES.success });
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
