import type { Root } from "mdast";
import type { VFile } from "vfile";
import { parse } from "yaml";

/**
 * The frontmatter fields of content/sections/*.mdx that the browser reads:
 * the banner title and breadcrumb label (/book, /contact), the hero's lead
 * and picture (home). The rest (title, description, keywords, canonical,
 * social image…) feeds the page's meta and structured data, which the
 * server writes from the loader. A section's frontmatter is about half a
 * kilobyte per language in the page's JavaScript, and each of these routes
 * carries both languages. Home, book and contact routes read only these
 * fields in the browser; a field added to one of those components must be
 * added here too.
 */
const SECTION_FIELDS_IN_BROWSER = ["bannerTitle", "navLabel", "summary", "illustration"] as const;

const SECTION_FILE = /[\\/]content[\\/]sections[\\/](?:ur[\\/])?[^\\/]+\.mdx$/;

/**
 * Remark plugin for the browser build only, before remark-mdx-frontmatter:
 * keeps the fields above in a section's frontmatter block (JSON is YAML, so
 * the block stays YAML). Pages and the server build keep every field.
 */
export function remarkSectionBrowserFields() {
  return (tree: Root, file: VFile) => {
    if (!file.path || !SECTION_FILE.test(file.path)) return;
    for (const node of tree.children) {
      if (node.type !== "yaml") continue;
      const data = (parse(node.value) ?? {}) as Record<string, unknown>;
      const kept = Object.fromEntries(SECTION_FIELDS_IN_BROWSER.filter((field) => field in data).map((field) => [field, data[field]]));
      node.value = JSON.stringify(kept);
    }
  };
}
