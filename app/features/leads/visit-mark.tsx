/**
 * The 1-pixel image every page shows so the web server can note the first
 * page of a visit without a cookie on the page itself (the page stays the
 * same bytes for everyone; app/features/leads/visit-source.server.ts). Decorative
 * (empty alt), out of the layout, fetched late.
 */
export const FIRST_PAGE_MARK = "/first-page.gif";

export function VisitMark() {
  return <img className="visit-mark" src={FIRST_PAGE_MARK} alt="" width={1} height={1} decoding="async" />;
}
