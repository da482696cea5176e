import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { markdownToHtml } from "./markdown.server";
import { autosaveBlog } from "./revisions.server";
import type { AutosaveAnswer } from "./use-autosave";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { BLOG_LIMITS } from "~contract/blogs";
import { idSchema } from "~contract/common";
import { languageSchema } from "~contract/language";
import { isApiRefusal, logApiFailure } from "~/shared/api/api-failure.server";
import { parseWithZod } from "~/shared/forms/parse-with-zod";

/** The post itself, and so what is published, does not change. */
const json = (body: AutosaveAnswer, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": PRIVATE_NO_STORE } });

/** No coercion: an empty slug is a cleared address, not a missing one. */
const draftSchema = z.object({
  title: z.string().max(BLOG_LIMITS.title).default(""),
  shortDesc: z.string().max(BLOG_LIMITS.shortDesc).default(""),
  detailedDesc: z.string().max(BLOG_LIMITS.detailedDesc).default(""),
  // One tag arrives as a single value, several as a list; blank ones are dropped.
  tags: z.preprocess(
    (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((tag) => typeof tag === "string" && tag.trim()),
    z.array(z.string().trim().max(BLOG_LIMITS.tag)).max(BLOG_LIMITS.tags),
  ),
  // Absent: the post's own.
  language: languageSchema.optional(),
  slug: z.string().trim().max(BLOG_LIMITS.slug).optional(),
  baseVersion: z.coerce.number().int().nonnegative().catch(0),
});

export async function action({ request, params }: ActionFunctionArgs) {
  const session = await requireStaff(request, { respond: "json" });
  if (!idSchema.safeParse(params.id).success) return json({ status: "error", message: "No such post." }, 404);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ status: "error", message: "The draft arrived unreadable." }, 400);
  }
  const submission = parseWithZod(form, { schema: draftSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
    return json({ status: "error", message: message ?? "The draft is not valid." }, 400);
  }
  const draft = submission.value;
  try {
    const [shortDescription, description] = await Promise.all([markdownToHtml(draft.shortDesc), markdownToHtml(draft.detailedDesc)]);
    const saved = await autosaveBlog(
      params.id!,
      {
        title: draft.title,
        shortDescription,
        description,
        keywords: draft.tags,
        language: draft.language,
        slug: draft.slug,
        baseVersion: draft.baseVersion,
      },
      session.token,
    );
    return json({ status: "saved", savedAt: saved.revision.createdAt, currentVersion: saved.currentVersion });
  } catch (error) {
    if (isApiRefusal(error)) {
      return json({ status: "error", message: error.serverMessage ?? "The draft was not accepted." }, error.status);
    }
    logApiFailure("autosave", error);
    return json({ status: "error", message: "The draft could not be saved now." }, 502);
  }
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
