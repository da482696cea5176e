/** Lets the web server note a visit's first page while the page stays the same bytes for everyone (visit-source.server.ts). */
export const FIRST_PAGE_MARK = "/first-page.gif";

export function VisitMark() {
  return <img className="visit-mark" src={FIRST_PAGE_MARK} alt="" width={1} height={1} decoding="async" />;
}
