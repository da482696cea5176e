/**
 * Spec §2: the scroll-to-top, WhatsApp and call buttons show on every page
 * except those whose path starts with /login, /blog-create or /blog-list.
 */
const HIDDEN_PREFIXES = ["/login", "/blog-create", "/blog-list"] as const;

export function showsFloatingButtons(pathname: string): boolean {
  return !HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
