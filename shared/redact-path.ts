/**
 * A request path as the web and API logs write it: no query string, control
 * and non-ASCII bytes as "?", and long random segments (estimate tokens,
 * upload names) shortened to their first four characters: an estimate's
 * token is the only key to it, and a log is read by more people than staff.
 */

/** Words joined by hyphens: a blog slug or a page name, safe to keep. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

export function redactPath(path: string): string {
  const withoutQuery = path.split("?")[0]!;
  // Control and non-ASCII bytes become "?" first (no forged log lines), then the shortening mark is added.
  return withoutQuery
    .replace(/[^\x21-\x7e]/g, "?")
    .split("/")
    .map((segment) => (segment.length >= 20 && !SLUG.test(segment) ? `${segment.slice(0, 4)}…` : segment))
    .join("/")
    .slice(0, 200);
}
