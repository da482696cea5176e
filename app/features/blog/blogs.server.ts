import { z } from "zod";
import { blogListSchema, blogSchema, tagCountsSchema, type Blog, type BlogList, type BlogListLanguage } from "~contract/blogs";
import { acknowledgementSchema } from "~contract/common";
import { ApiError, apiRequest, type StaffToken } from "~/shared/api/client.server";

/** docs/requirements.md, API calls. */
export async function fetchBlogs(
  query: { page?: number; title?: string; tag?: string; status?: "all"; language?: BlogListLanguage },
  token?: StaffToken,
  signal?: AbortSignal,
): Promise<BlogList> {
  const params = new URLSearchParams({ page: String(query.page ?? 1), title: query.title ?? "" });
  if (query.status) params.set("status", query.status);
  // Our extension; other servers ignore it.
  if (query.tag) params.set("tag", query.tag);
  // Our extension; our API answers English when none is named.
  if (query.language) params.set("language", query.language);
  const { data } = await apiRequest(`/api/blogs?${params}`, { schema: blogListSchema, token, signal, shared: true });
  return data;
}

export async function fetchBlog(id: string, token?: StaffToken): Promise<Blog> {
  const { data } = await apiRequest(`/api/blogs/byId?id=${encodeURIComponent(id)}`, { schema: blogSchema, token, shared: true });
  return data;
}

/** docs/requirements.md (API calls): 200 or 201. The body is read by no one, so it is not validated. */
async function save(path: string, method: "POST" | "PUT", form: FormData, token: StaffToken): Promise<void> {
  const { status } = await apiRequest(path, { method, form, token, schema: unreadBody });
  if (status !== 200 && status !== 201) throw new ApiError(`API answered ${status} to a save of ${path}`, "invalid-answer", status);
}
const unreadBody = z.unknown();

export function createBlog(form: FormData, token: StaffToken): Promise<void> {
  return save("/api/blogs", "POST", form, token);
}

export function updateBlog(id: string, form: FormData, token: StaffToken): Promise<void> {
  return save(`/api/blogs?id=${encodeURIComponent(id)}`, "PUT", form, token);
}

/** Acknowledged: 200 { success: true } or 204. */
export async function deleteBlog(id: string, token: StaffToken): Promise<void> {
  await apiRequest(`/api/blogs/?id=${encodeURIComponent(id)}`, { method: "DELETE", token, schema: acknowledgementSchema });
}


/** Our extension (GET /api/blogs/tags); null when the server does not offer it. */
export async function fetchTagCounts(language?: BlogListLanguage): Promise<{ tag: string; count: number }[] | null> {
  try {
    const { data } = await apiRequest(`/api/blogs/tags${language ? `?language=${language}` : ""}`, { schema: tagCountsSchema, shared: true });
    return data.tags;
  } catch {
    return null;
  }
}
