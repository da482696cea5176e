import type { Root } from "mdast";
import type { VFile } from "vfile";
import { parse } from "yaml";

/**
 * Frontmatter is ~0.5 KB per language in each of these routes' JavaScript; the rest feeds server-written
 * meta. A field a home, book or contact component reads in the browser must be added here.
 */
const SECTION_FIELDS_IN_BROWSER = ["bannerTitle", "navLabel", "summary", "illustration"] as const;

const SECTION_FILE = /[\\/]content[\\/]sections[\\/](?:ur[\\/])?[^\\/]+\.mdx$/;

/** Browser build only, before remark-mdx-frontmatter (JSON is YAML, so the block stays YAML). */
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
