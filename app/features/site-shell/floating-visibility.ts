/**
 * docs/requirements.md (Routes): the scroll-to-top, WhatsApp and call buttons show on every page
 * except those whose path starts with /login, /blog-create or /blog-list.
 * Every other staff page hides them too (ADR 022): staff work the post
 * editor, revisions, comments and leads on phones, where the buttons sat on
 * "Update post", the row actions and the forms, and a company's own call
 * button means nothing to its staff.
 */
const HIDDEN_PREFIXES = ["/login", "/blog-create", "/blog-list", "/blog-edit", "/blog-comments"] as const;

export function showsFloatingButtons(pathname: string): boolean {
  if (pathname === "/leads" || pathname.startsWith("/leads/") || pathname.startsWith("/leads?")) return false;
  return !HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
