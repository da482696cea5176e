import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import type { Plugin } from "vite";
import { rehypeTableLabels } from "./rehype-table-labels";
import { remarkContentRoute } from "./remark-content-route";
import { remarkHeadingIds } from "./heading-ids";
import { remarkSectionBrowserFields } from "./section-browser-fields";

/** Runs before Remix ("pre") so Remix sees plain route modules. Heading ids are the ones the content check knows. */
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
