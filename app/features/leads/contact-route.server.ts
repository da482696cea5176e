import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { frontmatterMeta } from "~/features/content-pages/index.server";
import { contactAction } from "./contact-action.server";
import { contactLoader } from "./lead-pages.server";
import { contactPage, movingCompany } from "~/shared/seo/structured-data";
import { PUBLIC_PAGE_CACHE } from "~/shared/http/cache-control";
import { site } from "~/shared/site/site-config";
import { siteUrl } from "~/shared/site/site-url.server";
import { frontmatter } from "~content/sections/contact.mdx";
import { frontmatter as urduFrontmatter } from "~content/sections/ur/contact.mdx";

/** docs/requirements.md (Routes). */
export function loader(args: LoaderFunctionArgs) {
  const origin = siteUrl();
  const page = contactLoader(args);
  return {
    ...page,
    meta: frontmatterMeta(page.lang === "ur" ? urduFrontmatter : frontmatter, origin, [contactPage(site, origin), ...site.offices.map((o) => movingCompany(site, o, origin))]),
  };
}
export const action = contactAction;

// A page with a rejected form is the visitor's own: never cached (the action says so).
export const headers: HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? PUBLIC_PAGE_CACHE,
});
