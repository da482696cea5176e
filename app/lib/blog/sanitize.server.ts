import DOMPurify from "isomorphic-dompurify";

/**
 * Post HTML from the API is sanitized again before rendering (the API
 * sanitizes at write; this guards against any other server honouring the
 * contract). DOMPurify runs on jsdom, which is slow and memory-hungry, so
 * each post version is sanitized once and memoised by id + updatedAt
 * (DESIGN), in a small bounded cache.
 */
const MAX_ENTRIES = 500;
const cache = new Map<string, string>();

const ALLOWED = {
  ALLOWED_TAGS: [
    "p", "br", "strong", "b", "em", "i", "u", "s", "del", "a", "ul", "ol", "li", "blockquote", "code", "pre",
    "h2", "h3", "h4", "h5", "h6", "hr", "table", "thead", "tbody", "tr", "th", "td", "img", "span", "sup", "sub",
  ],
  ALLOWED_ATTR: ["href", "title", "src", "alt", "width", "height", "colspan", "rowspan", "align"],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i,
};

export function sanitizePostHtml(html: string, key?: string): string {
  if (key) {
    const hit = cache.get(key);
    if (hit !== undefined) {
      // Refresh recency.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
  }
  const clean = DOMPurify.sanitize(html, ALLOWED) as string;
  if (key) {
    cache.set(key, clean);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  return clean;
}
