/**
 * docs/requirements.md (Routes): the scroll-to-top, WhatsApp and call buttons show on every page
 * except those whose path starts with /login, /blog-create or /blog-list.
 * Every other staff page hides them too (ADR 022): staff work the post
 * editor, revisions, comments, leads, jobs, fleet, payments and the dashboard
 * on phones, where the buttons sat on "Update post", the row actions and the
 * forms, and a company's own call button means nothing to its staff.
 */
const HIDDEN_PREFIXES = ["/login", "/blog-create", "/blog-list", "/blog-edit", "/blog-comments"] as const;
/** Staff sections matched by whole path segment ("/leads", "/leads/…", "/leads?…"), so a public "/leadership" keeps its buttons. */
const HIDDEN_SECTIONS = ["/leads", "/jobs", "/fleet", "/payments", "/dashboard"] as const;

export function showsFloatingButtons(pathname: string): boolean {
  if (HIDDEN_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`) || pathname.startsWith(`${section}?`))) return false;
  return !HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
