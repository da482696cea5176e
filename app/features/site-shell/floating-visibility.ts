/**
 * docs/requirements.md (Routes): hidden under /login, /blog-create, /blog-list. Other staff pages too (ADR 022):
 * on phones the buttons sat on the forms, and a company's call button means nothing to its staff.
 */
const HIDDEN_PREFIXES = ["/login", "/blog-create", "/blog-list", "/blog-edit", "/blog-comments"] as const;
/** By whole segment, so a public "/leadership" keeps its buttons. */
const HIDDEN_SECTIONS = ["/leads", "/jobs", "/fleet", "/payments", "/dashboard"] as const;

export function showsFloatingButtons(pathname: string): boolean {
  if (HIDDEN_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`) || pathname.startsWith(`${section}?`))) return false;
  return !HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
