/**
 * The one HTML allowlist of blog posts. Three places apply it and
 * must agree, or a post changes between the editor and the page:
 *
 * 1. the web app's Markdown → HTML conversion of what the editor produced
 *    (app/features/blog-editor/markdown.server.ts, rehype-sanitize);
 * 2. the API when a post is written (api/html/sanitize.ts, rehype-sanitize);
 * 3. the web app before rendering (app/features/blog/sanitize.server.ts,
 *    DOMPurify), against any other server honouring the contract.
 *
 * What the editor produces (CommonMark + GFM: headings, emphasis,
 * strikethrough, links, images, lists and task lists, quotes, code, rules,
 * tables) is inside it, so it survives the save and the render unchanged
 * (tests/integration/html-allowlist.test.ts). Plain data: no sanitizer is
 * imported here.
 */
const HTML_TAGS = [
  "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6",
  "strong", "b", "em", "i", "u", "s", "del", "ins", "mark", "sup", "sub", "kbd", "code", "pre",
  "a", "img", "figure", "figcaption", "blockquote",
  "ul", "ol", "li", "input",
  "table", "thead", "tbody", "tfoot", "tr", "th", "td",
] as const;

/** Attributes per tag. No `style`, no `on*`, no `id`/`name` (no clobbering), no `class`. */
const HTML_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  ol: ["start"],
  // GFM task lists: a disabled checkbox.
  input: ["type", "checked", "disabled"],
  th: ["align", "colspan", "rowspan"],
  td: ["align", "colspan", "rowspan"],
};

/** URL schemes allowed per attribute; a relative URL (no scheme) is always allowed. */
const HTML_URL_PROTOCOLS: Record<"href" | "src", readonly string[]> = {
  href: ["http", "https", "mailto", "tel"],
  src: ["http", "https"],
};

/** Elements removed with their content (their text must not leak into the post either). */
const HTML_STRIP = ["script", "style", "iframe", "object", "embed", "noscript", "template", "textarea", "select", "title"] as const;

/** The allowlist in rehype-sanitize's (hast-util-sanitize) schema shape. */
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

/** The allowlist as a DOMPurify configuration. */
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
    /** Per-tag attributes and per-attribute schemes, applied by a hook in the sanitizer's worker (DOMPurify ignores the key). */
    POLICY: { attributes: HTML_ATTRIBUTES, protocols: HTML_URL_PROTOCOLS },
  };
}
