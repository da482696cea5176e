import rehypeParse from "rehype-parse";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { hastSanitizeSchema } from "../contract/html-allowlist";

/** Sanitized at write with the one allowlist; elements whose text must not survive (style, iframe…) go with their content. */
const schema = hastSanitizeSchema() as SanitizeSchema;

const processor = unified().use(rehypeParse, { fragment: true }).use(rehypeSanitize, schema).use(rehypeStringify).freeze();

/** Far below where the recursive HTML tree tools overflow the stack. */
export const MAX_HTML_DEPTH = 256;

/** The message completes "<field> …". */
export class HtmlRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HtmlRejected";
  }
}

// Elements that never nest (void) or close themselves when a sibling starts.
const NO_DEPTH = new Set(
  "area base br col embed hr img input link meta source track wbr p li dt dd option optgroup tr td th tbody thead tfoot colgroup caption rb rt rp html head body".split(" "),
);

/** From the tags alone (no tree, no recursion). */
export function tagDepth(html: string): number {
  let depth = 0;
  let max = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^<>]*?(\/?)>/g)) {
    const name = match[2]!.toLowerCase();
    if (NO_DEPTH.has(name) || match[3]) continue;
    if (match[1]) depth = Math.max(0, depth - 1);
    else max = Math.max(max, ++depth);
  }
  return max;
}

export function sanitizeHtml(html: string): string {
  if (!html.trim()) return "";
  const tooDeep = `is nested more than ${MAX_HTML_DEPTH} levels deep`;
  if (tagDepth(html) > MAX_HTML_DEPTH) throw new HtmlRejected(tooDeep);
  try {
    return String(processor.processSync(html)).trim();
  } catch (error) {
    // Implied elements the tag count did not see.
    if (error instanceof RangeError) throw new HtmlRejected(tooDeep);
    throw error;
  }
}
