import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { BLOG_LIMITS } from "~contract/blogs";
import { idSchema } from "~contract/common";
import type { AutosaveAnswer } from "~/components/admin/use-autosave";
import { markdownToHtml } from "~/lib/admin/markdown.server";
import { autosaveBlog } from "~/lib/api/revisions.server";
import { ApiError } from "~/lib/api/client.server";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { readStaffSession } from "~/lib/session/session.server";

/**
 * POST /blog-autosave/:id (url-encoded): the editor's autosave (issue 17).
 * Sends the staff member's draft to the API as their autosave revision;
 * the post itself, and so what is published, does not change. Answers JSON
 * for the editor's status line. The browser never talks to the API.
 */
const json = (body: AutosaveAnswer, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": PRIVATE_NO_STORE } });

const draftSchema = z.object({
  title: z.string().max(BLOG_LIMITS.title),
  shortDesc: z.string().max(BLOG_LIMITS.shortDesc),
  detailedDesc: z.string().max(BLOG_LIMITS.detailedDesc),
  tags: z.array(z.string().trim().max(BLOG_LIMITS.tag)).max(BLOG_LIMITS.tags),
  baseVersion: z.coerce.number().int().nonnegative().catch(0),
});

export async function action({ request, params }: ActionFunctionArgs) {
  const session = await readStaffSession(request);
  if (!session) return json({ status: "unauthorized" }, 401);
  if (!idSchema.safeParse(params.id).success) return json({ status: "error", message: "No such post." }, 404);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ status: "error", message: "The draft arrived unreadable." }, 400);
  }
  const parsed = draftSchema.safeParse({
    title: form.get("title") ?? "",
    shortDesc: form.get("shortDesc") ?? "",
    detailedDesc: form.get("detailedDesc") ?? "",
    tags: form.getAll("tags").filter((tag) => typeof tag === "string" && tag.trim()),
    baseVersion: form.get("baseVersion") ?? 0,
  });
  if (!parsed.success) return json({ status: "error", message: parsed.error.issues[0]?.message ?? "The draft is not valid." }, 400);
  const draft = parsed.data;
  try {
    const [shortDescription, description] = await Promise.all([markdownToHtml(draft.shortDesc), markdownToHtml(draft.detailedDesc)]);
    const saved = await autosaveBlog(
      params.id!,
      { title: draft.title, shortDescription, description, keywords: draft.tags, baseVersion: draft.baseVersion },
      session.token,
    );
    return json({ status: "saved", savedAt: saved.revision.createdAt, currentVersion: saved.currentVersion });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return json({ status: "unauthorized" }, 401);
    if (error instanceof ApiError && error.status && error.status >= 400 && error.status < 500) {
      return json({ status: "error", message: error.serverMessage ?? "The draft was not accepted." }, error.status);
    }
    console.error("autosave failed:", error instanceof Error ? error.message : error);
    return json({ status: "error", message: "The draft could not be saved now." }, 502);
  }
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
