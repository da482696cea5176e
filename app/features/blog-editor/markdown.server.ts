import rehypeParse from "rehype-parse";
import rehypeRemark from "rehype-remark";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { hastSanitizeSchema } from "~contract/html-allowlist";

/** Raw HTML typed into the Markdown is dropped, and the result sanitized with the one allowlist before it leaves. */
const toHtml = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, hastSanitizeSchema() as Parameters<typeof rehypeSanitize>[0])
  .use(rehypeStringify)
  .freeze();

const toMarkdown = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: "-", emphasis: "*", strong: "*", fences: true, rule: "-" })
  .freeze();

export async function markdownToHtml(markdown: string): Promise<string> {
  if (!markdown.trim()) return "";
  return String(await toHtml.process(markdown)).trim();
}

export async function htmlToMarkdown(html: string): Promise<string> {
  if (!html.trim()) return "";
  return String(await toMarkdown.process(html)).trim();
}
