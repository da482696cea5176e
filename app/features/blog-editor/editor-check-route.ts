import type { ActionFunctionArgs } from "@remix-run/node";
import { blogEditorSchema } from "./blog-editor-schema";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import type { FieldErrors } from "~/shared/forms/form-check";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/** The save's own checks as staff type, so the page needs no zod. Nothing is saved; files are checked by the save. */
const headers = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex" };

export async function action({ request }: ActionFunctionArgs) {
  await requireStaff(request, { respond: "json" });
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return Response.json({ message: "Send the form as application/x-www-form-urlencoded" }, { status: 400, headers });
  }
  // With Conform's coercion, as the save reads it.
  const submission = parseWithZod(formData, { schema: blogEditorSchema });
  const errors: FieldErrors = {};
  if (submission.status !== "success") {
    for (const [name, messages] of Object.entries(submission.error ?? {})) if (name && messages?.length) errors[name] = messages;
  }
  return Response.json({ errors }, { headers });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { ...headers, Allow: "POST" } });
}
