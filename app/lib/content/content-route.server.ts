import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { PUBLIC_PAGE_CACHE } from "../http/cache-control";
import type { FaqItem } from "./faq-schema";
import type { Frontmatter } from "./frontmatter";
import { contentPageByPath, faqFor } from "./pages.server";

/**
 * Loader and headers shared by every MDX page route, re-exported into each
 * content/pages/*.mdx module at build time. The loader needs no API, so
 * service and city pages render even when the API is down.
 */
export type ContentPageData = { page: Frontmatter; faq: FaqItem[] };

export async function loader({ request }: LoaderFunctionArgs) {
  const page = contentPageByPath(new URL(request.url).pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  const { file: _file, ...frontmatter } = page;
  return { page: frontmatter, faq: faqFor(page.faqServiceId) } satisfies ContentPageData;
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE_CACHE });
