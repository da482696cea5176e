import { slugRule } from "~contract/slug-rule";

/** docs/requirements.md; one definition, shared with the API. */
export const slugify = slugRule;

/** /blog/{_id} redirects here. */
export function blogPath(blog: { _id: string; title: string; slug?: string }): string {
  const slug = blog.slug || slugify(blog.title);
  return slug ? `/blog/${encodeURIComponent(blog._id)}/${encodeURIComponent(slug)}` : `/blog/${encodeURIComponent(blog._id)}`;
}
