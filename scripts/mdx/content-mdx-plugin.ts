import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import type { Plugin } from "vite";
import { rehypeTableLabels } from "./rehype-table-labels";
import { remarkContentRoute } from "./remark-content-route";
import { remarkHeadingIds } from "./heading-ids";
import { remarkSectionBrowserFields } from "./section-browser-fields";

/**
 * The MDX compiler for content/: GFM, frontmatter exported as `frontmatter`,
 * validated and turned into route modules by remarkContentRoute, headings
 * given the ids links point at (remarkHeadingIds, the same ids the content check knows). Runs before
 * Remix ("pre") so Remix sees plain JavaScript route modules. The browser build gets only the
 * section frontmatter fields it shows (section-browser-fields.ts).
 */
export function contentMdx(): Plugin {
  const compiler = (browser: boolean) =>
    mdx({
      remarkPlugins: [
        remarkFrontmatter,
        remarkGfm,
        remarkContentRoute,
        remarkHeadingIds,
        ...(browser ? [remarkSectionBrowserFields] : []),
        [remarkMdxFrontmatter, { name: "frontmatter" }],
      ],
      rehypePlugins: [rehypeTableLabels],
    }) as Plugin;
  // The server build keeps every frontmatter field (meta, structured data); the browser's only what it shows.
  const server = compiler(false);
  const browser = compiler(true);
  type Config = Extract<Plugin["config"], (...args: never[]) => unknown>;
  type Transform = Extract<Plugin["transform"], (...args: never[]) => unknown>;
  return {
    name: "content-mdx",
    enforce: "pre",
    config(...args: Parameters<Config>) {
      (server.config as Config).apply(this, args);
      (browser.config as Config).apply(this, args);
    },
    transform(this: ThisParameterType<Transform>, code: string, id: string, options?: { ssr?: boolean }) {
      return ((options?.ssr ? server : browser).transform as Transform).call(this, code, id, options);
    },
  };
}
