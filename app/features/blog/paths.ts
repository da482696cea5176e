import { slugRule } from "~contract/slug-rule";

/** The slug rule of docs/requirements.md (one definition, shared with the API). */
export const slugify = slugRule;

/** Canonical address of a post: /blog/{_id}/{slug}. /blog/{_id} redirects here. */
export function blogPath(blog: { _id: string; title: string; slug?: string }): string {
  const slug = blog.slug || slugify(blog.title);
  return slug ? `/blog/${encodeURIComponent(blog._id)}/${encodeURIComponent(slug)}` : `/blog/${encodeURIComponent(blog._id)}`;
}
