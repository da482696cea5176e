/** Staff header or flash message: never shared by us or a CDN, whatever the route's Cache-Control says. */
export function isPersonalised(state: { loaderData: Record<string, unknown> }): boolean {
  const root = state.loaderData.root as { staff?: unknown; flash?: unknown } | undefined;
  return !root || Boolean(root.staff) || Boolean(root.flash);
}

/** For server/page-cache.ts: a public GET answered 200, no cookie, not after a post, not personalised. */
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
