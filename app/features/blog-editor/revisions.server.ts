import { z } from "zod";
import { blogSchema } from "~contract/blogs";
import { isoDateTime } from "~contract/common";
import type { Language } from "~contract/languages";
import { autosaveResultSchema, revisionListSchema, revisionSchema, type Revision } from "~contract/revisions";
import { apiRequest } from "~/shared/api/client.server";

/**
 * The editor's staff-only calls: revisions, autosave, restore, schedule. The
 * staff read of a post also carries its schedule and version; they are
 * optional here so the editor still opens against an API without them.
 */
const staffBlogSchema = blogSchema.extend({
  publishAt: isoDateTime.nullable().optional().catch(null),
  version: z.number().int().nonnegative().optional().catch(undefined),
});
export type StaffBlog = z.infer<typeof staffBlogSchema>;

/** GET /api/blogs/byId for staff: never from the shared cache (it answers per token anyway). */
export async function fetchStaffBlog(id: string, token: string): Promise<StaffBlog> {
  const { data } = await apiRequest(`/api/blogs/byId?id=${encodeURIComponent(id)}`, { schema: staffBlogSchema, token });
  return data;
}

/** GET /api/blogs/:id/revisions: newest first. */
export async function fetchRevisions(id: string, token: string): Promise<Revision[]> {
  const { data } = await apiRequest(`/api/blogs/${encodeURIComponent(id)}/revisions`, { schema: revisionListSchema, token });
  return data.revisions;
}

export type AutosaveBody = {
  title: string;
  shortDescription: string;
  description: string;
  keywords: string[];
  /** The form's language and address; absent, the API keeps the post's own. */
  language?: Language;
  slug?: string;
  baseVersion: number;
};

/** POST /api/blogs/:id/autosave: the staff member's one draft revision of the post; the post is unchanged. */
export async function autosaveBlog(id: string, body: AutosaveBody, token: string) {
  const { data } = await apiRequest(`/api/blogs/${encodeURIComponent(id)}/autosave`, {
    method: "POST",
    json: body,
    token,
    schema: autosaveResultSchema,
  });
  return data;
}

/** POST /api/blogs/:id/revisions/:revisionId/restore: the revision becomes the staff member's working draft. */
export async function restoreRevision(id: string, revisionId: string, token: string): Promise<Revision> {
  const { data } = await apiRequest(`/api/blogs/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revisionId)}/restore`, {
    method: "POST",
    token,
    schema: z.object({ revision: revisionSchema }),
  });
  return data.revision;
}
