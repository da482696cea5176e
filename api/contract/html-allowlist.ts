/**
 * The one HTML allowlist of blog posts, applied by the editor's conversion (markdown.server.ts), the API at
 * write (api/html/sanitize.ts) and the web app before rendering (app/features/blog/sanitize.server.ts): they must agree,
 * or a post changes between editor and page. Plain data: no sanitizer imported.
 */
const HTML_TAGS = [
  "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6",
  "strong", "b", "em", "i", "u", "s", "del", "ins", "mark", "sup", "sub", "kbd", "code", "pre",
  "a", "img", "figure", "figcaption", "blockquote",
  "ul", "ol", "li", "input",
  "table", "thead", "tbody", "tfoot", "tr", "th", "td",
] as const;

/** No `style`, `on*`, `class`, or `id`/`name` (no clobbering). */
const HTML_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  ol: ["start"],
  input: ["type", "checked", "disabled"],
  th: ["align", "colspan", "rowspan"],
  td: ["align", "colspan", "rowspan"],
};

/** URL schemes allowed per attribute; a relative URL (no scheme) is always allowed. */
const HTML_URL_PROTOCOLS: Record<"href" | "src", readonly string[]> = {
  href: ["http", "https", "mailto", "tel"],
  src: ["http", "https"],
};

/** Their text must not leak into the post either. */
const HTML_STRIP = ["script", "style", "iframe", "object", "embed", "noscript", "template", "textarea", "select", "title"] as const;

export function hastSanitizeSchema() {
  return {
    strip: [...HTML_STRIP],
    tagNames: [...HTML_TAGS],
    attributes: Object.fromEntries(
      Object.entries(HTML_ATTRIBUTES).map(([tag, names]) => [
        tag,
        // Only the checkbox of a task list.
        tag === "input" ? [["type", "checkbox"], ["checked", true], ["disabled", true]] : [...names],
      ]),
    ) as Record<string, Array<string | [string, ...Array<string | number | boolean>]>>,
    protocols: { href: [...HTML_URL_PROTOCOLS.href], src: [...HTML_URL_PROTOCOLS.src] },
    required: { input: { type: "checkbox", disabled: true } },
    ancestors: { li: ["ol", "ul"], tbody: ["table"], thead: ["table"], tfoot: ["table"], tr: ["table"], th: ["table"], td: ["table"], figcaption: ["figure"] },
    clobber: [],
    clobberPrefix: "",
  };
}

export function domPurifyConfig() {
  const schemes = [...new Set([...HTML_URL_PROTOCOLS.href, ...HTML_URL_PROTOCOLS.src])].join("|");
  return {
    ALLOWED_TAGS: [...HTML_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(HTML_ATTRIBUTES).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // A listed scheme, or no scheme at all (a relative URL), as rehype-sanitize decides.
    ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${schemes}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, "i"),
    FORBID_CONTENTS: [...HTML_STRIP],
    /** Applied by a hook in the sanitizer's worker (DOMPurify ignores the key). */
    POLICY: { attributes: HTML_ATTRIBUTES, protocols: HTML_URL_PROTOCOLS },
  };
}
