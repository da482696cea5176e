import rehypeParse from "rehype-parse";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";

/**
 * Blog HTML is sanitized when it is written, with an allowlist: GitHub's
 * schema (no script, no on* handlers, no style attributes, no iframes, links
 * and images only over http(s), mailto or relative), plus figure/figcaption.
 * Elements whose text must not survive either (style, iframe…) are dropped
 * with their content instead of being unwrapped.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), "figure", "figcaption", "mark"],
  strip: [...(defaultSchema.strip ?? []), "style", "iframe", "object", "embed", "noscript", "template", "textarea", "select", "title"],
};

const processor = unified().use(rehypeParse, { fragment: true }).use(rehypeSanitize, schema).use(rehypeStringify).freeze();

export function sanitizeHtml(html: string): string {
  if (!html.trim()) return "";
  return String(processor.processSync(html)).trim();
}
