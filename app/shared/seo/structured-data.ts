import { formatPakistaniPhone } from "~/shared/site/phone";
import type { Office, SiteConfig } from "~/shared/site/site-config-schema";

/** docs/requirements.md (Routes). */
export type JsonLd = Record<string, unknown>;

/** A city page's office number, else the main one. */
export function organization(site: SiteConfig, origin: string, phone: string = site.phones[0].number): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.companyName,
    url: origin,
    logo: `${origin}/logo.png`,
    email: site.email,
    telephone: phone,
    foundingDate: String(site.founded),
    sameAs: Object.values(site.social),
    contactPoint: site.phones.map((phone) => ({
      "@type": "ContactPoint",
      telephone: phone.number,
      contactType: "customer service",
      areaServed: "PK",
      availableLanguage: ["en", "ur"],
      description: phone.label,
    })),
  };
}

function review(site: SiteConfig): JsonLd {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: site.review.author },
    reviewRating: { "@type": "Rating", ratingValue: site.review.rating, bestRating: 5, worstRating: 1 },
    reviewBody: site.review.body,
  };
}

export function movingCompany(site: SiteConfig, office: Office, origin: string, path = `/moving-company-${office.city}`): JsonLd {
  const phone = site.phones[office.phoneIndex]?.number ?? site.phones[0].number;
  return {
    "@context": "https://schema.org",
    "@type": "MovingCompany",
    "@id": `${origin}/#office-${office.city}`,
    name: `${site.companyName} — ${office.locality}`,
    url: `${origin}${path}`,
    image: `${origin}/social/default.png`,
    telephone: phone,
    email: site.email,
    priceRange: "PKR",
    parentOrganization: { "@id": `${origin}/#organization` },
    address: {
      "@type": "PostalAddress",
      streetAddress: office.street,
      addressLocality: office.locality,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: "PK",
    },
    geo: { "@type": "GeoCoordinates", latitude: office.geo.lat, longitude: office.geo.lng },
    openingHours: office.hours,
    areaServed: office.locality,
    aggregateRating: { "@type": "AggregateRating", ratingValue: 5, bestRating: 5, reviewCount: 1 },
    review: review(site),
  };
}

export function contactPage(site: SiteConfig, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: `Contact ${site.companyName}`,
    url: `${origin}/contact`,
    mainEntity: { "@id": `${origin}/#organization` },
    telephone: formatPakistaniPhone(site.phones[0].number),
  };
}

export function breadcrumbList(crumbs: { name: string; path: string }[], origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export function faqPage(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function service(
  site: SiteConfig,
  page: { bannerTitle: string; description: string; canonical: string; navLabel: string },
  origin: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.navLabel,
    serviceType: page.navLabel,
    description: page.description,
    url: `${origin}${page.canonical}`,
    areaServed: site.offices.map((o) => ({ "@type": "City", name: o.locality })),
    provider: { "@id": `${origin}/#organization` },
    review: review(site),
  };
}

export function blogPosting(post: {
  title: string;
  description: string;
  url: string;
  images: string[];
  datePublished: string;
  dateModified: string;
  author: string;
  keywords: string[];
  commentCount: number;
}, site: SiteConfig, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    image: post.images,
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: site.companyName, logo: { "@type": "ImageObject", url: `${origin}/logo.png` } },
    keywords: post.keywords.join(", "),
    commentCount: post.commentCount,
  };
}
