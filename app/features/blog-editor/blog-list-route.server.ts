import { data, type ActionFunctionArgs, type HeadersFunction } from "@remix-run/node";
import { z } from "zod";
import { deleteBlogOutcome } from "./blog-delete.server";
import { loadAdminBlogList } from "./blog-list.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { parseWithZod } from "~/shared/forms/parse-with-zod";

/** docs/requirements.md (Routes). */
export const loader = loadAdminBlogList;

/** deleteBlogOutcome checks the id and answers in the staff's words. */
const deleteSchema = z.object({ intent: z.literal("delete"), id: z.string().default("") });

/** The list then revalidates. */
export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const submission = parseWithZod(await request.formData(), { schema: deleteSchema });
  if (submission.status !== "success") {
    const id = typeof submission.payload.id === "string" ? submission.payload.id : "";
    return data({ id, ok: false, message: "Unknown action." }, { status: 400 });
  }
  const outcome = await deleteBlogOutcome(submission.value.id, token);
  return data(outcome, { status: outcome.ok ? 200 : 502 });
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
