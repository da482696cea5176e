import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import type { Plugin } from "vite";
import { rehypeTableLabels } from "./rehype-table-labels";
import { remarkContentRoute } from "./remark-content-route";

/**
 * The MDX compiler for content/: GFM, frontmatter exported as `frontmatter`,
 * validated and turned into route modules by remarkContentRoute. Runs before
 * Remix ("pre") so Remix sees plain JavaScript route modules.
 */
export function contentMdx(): Plugin {
  return {
    enforce: "pre",
    ...mdx({
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkContentRoute, [remarkMdxFrontmatter, { name: "frontmatter" }]],
      rehypePlugins: [rehypeTableLabels],
    }),
  } as Plugin;
}
