import { buildMeta } from "~/shared/seo/meta";
import { metaFromLoader } from "~/shared/seo/loader-meta";
import { faqPage, movingCompany, service, type JsonLd } from "~/shared/seo/structured-data";
import type { Frontmatter } from "./frontmatter";
import { site } from "~/shared/site/site-config";
import { officeOfCity, officePhone } from "~/shared/site/offices";
import type { FaqItem } from "./faq-schema";
import { STATIC_PAGE } from "~/features/site-shell";

/** Re-exported into each MDX module at build; only the loader imports the meta builders. */
export type { ContentPageData } from "./content-page-data";

export const meta = metaFromLoader();

/** Nothing on the page needs the framework. */
export const handle = STATIC_PAGE;

export function contentPageMeta(page: Frontmatter, faq: FaqItem[], origin: string) {
  return frontmatterMeta(page, origin, structuredDataFor(page, faq, origin));
}

export function frontmatterMeta(page: Frontmatter, origin: string, jsonLd: JsonLd[] = []) {
  return buildMeta(
    {
      title: page.title,
      description: page.description,
      keywords: page.keywords,
      path: page.canonical,
      images: [page.image],
      imageAlt: page.bannerTitle,
      breadcrumbs: page.canonical === "/" ? undefined : [{ name: page.navLabel, path: page.canonical }],
      noindex: page.unlisted,
      phone: page.kind === "city" ? cityPhone(page.city) : undefined,
      jsonLd,
    },
    origin,
  );
}

function cityPhone(city: string | undefined): string | undefined {
  const office = officeOfCity(city);
  return office ? officePhone(office).number : undefined;
}

function structuredDataFor(page: Frontmatter, faq: FaqItem[], origin: string): JsonLd[] {
  const data: JsonLd[] = [];
  if (page.kind === "service") data.push(service(site, page, origin));
  if (page.kind === "city") {
    const office = officeOfCity(page.city);
    if (office) data.push(movingCompany(site, office, origin, page.canonical));
  }
  if (page.kind === "about" || page.kind === "services") {
    for (const office of site.offices) data.push(movingCompany(site, office, origin));
  }
  if (faq.length) data.push(faqPage(faq));
  return data;
}
