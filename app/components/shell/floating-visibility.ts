/**
 * Spec §2: the scroll-to-top, WhatsApp and call buttons show on every page
 * except those whose path starts with /login, /blog-create or /blog-list.
 * Issue 18 adds our own staff lead pages (/leads, /leads/:id): staff work
 * them on phones, where the floating buttons would cover the row actions
 * and the forms.
 */
const HIDDEN_PREFIXES = ["/login", "/blog-create", "/blog-list"] as const;

export function showsFloatingButtons(pathname: string): boolean {
  if (pathname === "/leads" || pathname.startsWith("/leads/") || pathname.startsWith("/leads?")) return false;
  return !HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
