import { blogListSchema, blogSchema, tagCountsSchema, type Blog, type BlogList } from "~contract/blogs";
import { acknowledgementSchema } from "~contract/common";
import { apiRequest } from "./client.server";

/** Blog calls of spec §7. */
export async function fetchBlogs(
  query: { page?: number; title?: string; tag?: string; status?: "all" },
  token?: string,
  signal?: AbortSignal,
): Promise<BlogList> {
  const params = new URLSearchParams({ page: String(query.page ?? 1), title: query.title ?? "" });
  if (query.status) params.set("status", query.status);
  // Extension of our API: filter by keyword (other servers ignore it).
  if (query.tag) params.set("tag", query.tag);
  const { data } = await apiRequest(`/api/blogs?${params}`, { schema: blogListSchema, token, signal, shared: true });
  return data;
}

export async function fetchBlog(id: string, token?: string): Promise<Blog> {
  const { data } = await apiRequest(`/api/blogs/byId?id=${encodeURIComponent(id)}`, { schema: blogSchema, token, shared: true });
  return data;
}

export async function createBlog(form: FormData, token: string): Promise<{ status: number; blog: Blog }> {
  const { status, data } = await apiRequest("/api/blogs", { method: "POST", form, token, schema: blogSchema });
  return { status, blog: data };
}

export async function updateBlog(id: string, form: FormData, token: string): Promise<{ status: number; blog: Blog }> {
  const { status, data } = await apiRequest(`/api/blogs?id=${encodeURIComponent(id)}`, {
    method: "PUT",
    form,
    token,
    schema: blogSchema,
  });
  return { status, blog: data };
}

/** DELETE /api/blogs/?id= — resolves when the API acknowledged it (200 { success: true } or 204); throws ApiError otherwise. */
export async function deleteBlog(id: string, token: string): Promise<void> {
  await apiRequest(`/api/blogs/?id=${encodeURIComponent(id)}`, { method: "DELETE", token, schema: acknowledgementSchema });
}


/**
 * Keyword counts over all published posts (our API's extension
 * GET /api/blogs/tags). Returns null when the server does not offer it, so
 * callers can fall back to the posts they already have.
 */
export async function fetchTagCounts(): Promise<{ tag: string; count: number }[] | null> {
  try {
    const { data } = await apiRequest("/api/blogs/tags", { schema: tagCountsSchema, shared: true });
    return data.tags;
  } catch {
    return null;
  }
}
