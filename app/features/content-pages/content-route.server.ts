import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { langOfPath } from "~/i18n/alternates";
import { messagesFor } from "~/i18n/catalogue.server";
import { PUBLIC_PAGE_CACHE } from "~/shared/http/cache-control";
import { officeOfCity } from "~/shared/site/offices";
import { contentPageByPath, faqFor, pagesOfKind } from "./pages.server";
import { drawingsFor } from "./drawings.server";
import { siteUrl } from "~/shared/site/site-url.server";
import { contentPageMeta } from "./content-route";
import type { ContentPageData } from "./content-page-data";

export type { ContentPageData, ServiceSummary } from "./content-page-data";

/** Needs no API, so service and city pages render even when it is down. */

export async function loader({ request }: LoaderFunctionArgs) {
  const pathname = new URL(request.url).pathname;
  const lang = langOfPath(pathname);
  const page = contentPageByPath(pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  const { file: _file, ...frontmatter } = page;
  // docs/requirements.md, Routes.
  const services =
    page.kind === "services"
      ? pagesOfKind("service", lang)
          .filter((p) => !p.unlisted)
          .map((p) => ({ path: p.canonical, label: p.navLabel, summary: p.summary, illustration: p.illustration }))
      : [];
  const office = page.kind === "city" ? officeOfCity(page.city) : undefined;
  const faq = faqFor(page.faqServiceId, lang);
  return {
    page: frontmatter,
    faq,
    services,
    drawings: drawingsFor([page.illustration, ...services.map((service) => service.illustration)]),
    pagePhoneIndex: office?.phoneIndex ?? null,
    // Named in the WhatsApp greeting (contact-phone.tsx).
    pageName: frontmatter.bannerTitle,
    meta: contentPageMeta(frontmatter, faq, siteUrl()),
    messages: messagesFor(lang, ["content"]),
  } satisfies ContentPageData;
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE_CACHE });
