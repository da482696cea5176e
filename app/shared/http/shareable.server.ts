/**
 * Whether the root loader made this page one visitor's own: a signed-in staff
 * member's header, a flash message. Such a page must not be shared by us or
 * by a CDN, whatever its route's Cache-Control says.
 */
export function isPersonalised(state: { loaderData: Record<string, unknown> }): boolean {
  const root = state.loaderData.root as { staff?: unknown; flash?: unknown } | undefined;
  return !root || Boolean(root.staff) || Boolean(root.flash);
}

/**
 * Whether this rendered page may be given to other visitors for a moment by
 * the web server's page cache (server/page-cache.ts): a plain GET answered
 * 200, marked public by its route, setting no cookie, not after a form post,
 * and not personalised by the root loader (a signed-in staff member, a flash
 * message).
 */
export function isShareable(
  request: Request,
  status: number,
  headers: Headers,
  state: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null },
): boolean {
  if (request.method !== "GET" || status !== 200 || state.actionData) return false;
  if (!/^public\b/.test(headers.get("Cache-Control") ?? "") || headers.has("Set-Cookie")) return false;
  return !isPersonalised(state);
}
