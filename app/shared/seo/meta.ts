import type { MetaDescriptor } from "@remix-run/node";
import { langOfPath } from "~/i18n/alternates";
import { LOCALES, OG_LOCALES } from "~/i18n/languages";
import { formatPakistaniPhone } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { breadcrumbList, organization, type JsonLd } from "./structured-data";

/** Every route's `meta` goes through it; no page writes <meta> tags by hand. */
export type PageMetadata = {
  title: string;
  description: string;
  keywords?: string[];
  path: string;
  images?: string[];
  imageAlt?: string;
  type?: "website" | "article";
  /** After HOME; adds BreadcrumbList structured data. */
  breadcrumbs?: { name: string; path: string }[];
  jsonLd?: JsonLd[];
  noindex?: boolean;
  /** A city page's office; the main number otherwise. */
  phone?: string;
  article?: { publishedTime: string; modifiedTime: string; author: string; tags: string[] };
};

const DEFAULT_SOCIAL_IMAGE = "/social/default.png";

/** docs/requirements.md, Routes. */
function withPhone(text: string, phone: string = site.phones[0].number): string {
  return text.replaceAll("{phone}", formatPakistaniPhone(phone));
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

export function buildMeta(page: PageMetadata, origin: string): MetaDescriptor[] {
  const title = withPhone(page.title, page.phone);
  const url = `${origin}${page.path === "/" ? "/" : page.path}`;
  // Each language version is its own canonical page.
  const lang = langOfPath(page.path);
  const images = (page.images?.length ? page.images : [DEFAULT_SOCIAL_IMAGE]).map((img) => absolute(img, origin));
  const jsonLd: JsonLd[] = [organization(site, origin, page.phone), webPage(url, title, LOCALES[lang]), ...(page.jsonLd ?? [])];
  if (page.breadcrumbs?.length) {
    jsonLd.push(breadcrumbList([{ name: lang === "ur" ? "ہوم" : "Home", path: lang === "ur" ? "/ur" : "/" }, ...page.breadcrumbs], origin));
  }

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.companyName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[lang] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: images[0] },
  ];
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  for (const image of images) {
    tags.push({ property: "og:image", content: image });
  }
  if (images[0].endsWith(".png") && images[0].includes("/social/")) {
    tags.push({ property: "og:image:width", content: "1200" }, { property: "og:image:height", content: "630" });
  }
  if (page.imageAlt) {
    tags.push({ property: "og:image:alt", content: page.imageAlt }, { name: "twitter:image:alt", content: page.imageAlt });
  }
  if (page.article) {
    tags.push(
      { property: "article:published_time", content: page.article.publishedTime },
      { property: "article:modified_time", content: page.article.modifiedTime },
      { property: "article:author", content: page.article.author },
      ...page.article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  tags.push({ "script:ld+json": jsonLd.length === 1 ? jsonLd[0] : { "@context": "https://schema.org", "@graph": jsonLd.map(stripContext) } });
  return tags;
}

/** hreflang links in the head pair it with its twin. */
function webPage(url: string, name: string, locale: string): JsonLd {
  return { "@context": "https://schema.org", "@type": "WebPage", "@id": url, url, name, inLanguage: locale };
}

function stripContext(node: JsonLd): JsonLd {
  const { ["@context"]: _ignored, ...rest } = node;
  return rest;
}
