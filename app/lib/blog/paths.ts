/** Spec §5 slug rule: lowercase, trim, drop characters other than word
 * characters, whitespace and hyphens, then collapse whitespace runs to "-". */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/\s+/g, "-");
}

/** Canonical address of a post: /blog/{_id}/{slug}. /blog/{_id} redirects here. */
export function blogPath(blog: { _id: string; title: string; slug?: string }): string {
  const slug = blog.slug || slugify(blog.title);
  return slug ? `/blog/${encodeURIComponent(blog._id)}/${encodeURIComponent(slug)}` : `/blog/${encodeURIComponent(blog._id)}`;
}
