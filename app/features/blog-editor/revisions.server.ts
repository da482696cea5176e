import { z } from "zod";
import { blogSchema } from "~contract/blogs";
import { isoDateTime } from "~contract/common";
import type { Language } from "~contract/languages";
import { autosaveResultSchema, revisionListSchema, revisionSchema, type Revision } from "~contract/revisions";
import { apiRequest, type StaffToken } from "~/shared/api/client.server";

/** Schedule and version optional, so the editor still opens against an API without them. */
const staffBlogSchema = blogSchema.extend({
  publishAt: isoDateTime.nullable().optional().catch(null),
  version: z.number().int().nonnegative().optional().catch(undefined),
});
export type StaffBlog = z.infer<typeof staffBlogSchema>;

/** Never from the shared cache. */
export async function fetchStaffBlog(id: string, token: StaffToken): Promise<StaffBlog> {
  const { data } = await apiRequest(`/api/blogs/byId?id=${encodeURIComponent(id)}`, { schema: staffBlogSchema, token });
  return data;
}

export async function fetchRevisions(id: string, token: StaffToken): Promise<Revision[]> {
  const { data } = await apiRequest(`/api/blogs/${encodeURIComponent(id)}/revisions`, { schema: revisionListSchema, token });
  return data.revisions;
}

export type AutosaveBody = {
  title: string;
  shortDescription: string;
  description: string;
  keywords: string[];
  language?: Language;
  slug?: string;
  baseVersion: number;
};

export async function autosaveBlog(id: string, body: AutosaveBody, token: StaffToken) {
  const { data } = await apiRequest(`/api/blogs/${encodeURIComponent(id)}/autosave`, {
    method: "POST",
    json: body,
    token,
    schema: autosaveResultSchema,
  });
  return data;
}

export async function restoreRevision(id: string, revisionId: string, token: StaffToken): Promise<Revision> {
  const { data } = await apiRequest(`/api/blogs/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revisionId)}/restore`, {
    method: "POST",
    token,
    schema: z.object({ revision: revisionSchema }),
  });
  return data.revision;
}
