import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { frontmatterMeta } from "~/features/content-pages/index.server";
import { bookAction } from "./book-action.server";
import { bookLoader } from "./lead-pages.server";
import { PUBLIC_PAGE_CACHE } from "~/shared/http/cache-control";
import { siteUrl } from "~/shared/site/site-url.server";
import { frontmatter } from "~content/sections/book.mdx";
import { frontmatter as urduFrontmatter } from "~content/sections/ur/book.mdx";

/** docs/requirements.md (Routes). */
export function loader(args: LoaderFunctionArgs) {
  const page = bookLoader(args);
  return { ...page, meta: frontmatterMeta(page.lang === "ur" ? urduFrontmatter : frontmatter, siteUrl()) };
}
export const action = bookAction;

// A page with a rejected form is the visitor's own: never cached (the action says so).
export const headers: HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? PUBLIC_PAGE_CACHE,
});
