import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { WithMeta } from "../seo/loader-meta";
import { PUBLIC_PAGE_CACHE } from "../http/cache-control";
import type { FaqItem } from "./faq-schema";
import type { Frontmatter } from "./frontmatter";
import { officeOfCity } from "../offices";
import { contentPageByPath, faqFor, pagesOfKind } from "./pages.server";
import { siteUrl } from "../site-url.server";
import { contentPageMeta } from "./content-route";

/**
 * Loader and headers shared by every MDX page route, re-exported into each
 * content/pages/*.mdx module at build time. The loader needs no API, so
 * service and city pages render even when the API is down.
 */
export type ServiceSummary = { path: string; label: string; summary: string; illustration: string };
/** `pagePhoneIndex`: a city page shows its own office's number everywhere (issue 19). */
export type ContentPageData = { page: Frontmatter; faq: FaqItem[]; services: ServiceSummary[]; pagePhoneIndex: number | null; pageName: string } & WithMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const page = contentPageByPath(new URL(request.url).pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  const { file: _file, ...frontmatter } = page;
  // The services overview lists every service page (spec §2 /service).
  const services =
    page.kind === "services"
      ? pagesOfKind("service")
          .filter((p) => !p.unlisted)
          .map((p) => ({ path: p.canonical, label: p.navLabel, summary: p.summary, illustration: p.illustration }))
      : [];
  const office = page.kind === "city" ? officeOfCity(page.city) : undefined;
  const faq = faqFor(page.faqServiceId);
  return {
    page: frontmatter,
    faq,
    services,
    pagePhoneIndex: office?.phoneIndex ?? null,
    // Named in the WhatsApp greeting (contact-phone.tsx).
    pageName: frontmatter.bannerTitle,
    meta: contentPageMeta(frontmatter, faq, siteUrl()),
  } satisfies ContentPageData;
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE_CACHE });
