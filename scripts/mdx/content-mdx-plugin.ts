import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import type { Plugin } from "vite";
import { rehypeTableLabels } from "./rehype-table-labels";
import { remarkContentRoute } from "./remark-content-route";
import { remarkHeadingIds } from "./heading-ids";

/**
 * The MDX compiler for content/: GFM, frontmatter exported as `frontmatter`,
 * validated and turned into route modules by remarkContentRoute, headings
 * given the ids links point at (remarkHeadingIds, the same ids the content check knows). Runs before
 * Remix ("pre") so Remix sees plain JavaScript route modules.
 */
export function contentMdx(): Plugin {
  return {
    enforce: "pre",
    ...mdx({
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkContentRoute, remarkHeadingIds, [remarkMdxFrontmatter, { name: "frontmatter" }]],
      rehypePlugins: [rehypeTableLabels],
    }),
  } as Plugin;
}
