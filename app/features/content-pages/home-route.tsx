import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { BlogCard } from "~/features/blog";
import { ContactActions } from "./contact-actions";
import { CtaBand } from "./cta-band";
import { FaqList } from "./faq-list";
import { ServiceCards } from "./service-cards";
import { Drawing, DrawingDefs } from "./drawing";
import { metaFromLoader } from "~/shared/seo/loader-meta";
import { site } from "~/shared/site/site-config";
import { CheckIcon, ClockIcon, ShieldIcon, TruckIcon } from "~/shared/ui/icons";
import { useLocalPath } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";
import HomeIntroEn, { frontmatter as english } from "~content/sections/home.mdx";
import HomeIntroUr, { frontmatter as urdu } from "~content/sections/ur/home.mdx";
import type { loader } from "./home-route.server";
import { STATIC_PAGE, useOfficeText } from "~/features/site-shell";
export { loader, headers } from "./home-route.server";

export const meta = metaFromLoader();

/** The home page sends no JavaScript. */
export const handle = STATIC_PAGE;

/** Numbered as their catalogue keys (home.step1Title…). */
const HOW_IT_WORKS = [1, 2, 3, 4] as const;

/**
 * `laidOutLate` (content-visibility: auto, base.css) spares a phone's first layout the band. Lighthouse's accessibility
 * audit hit-tests a band that has not been laid out and misreads it, so a band it misjudged (the blog cards' links as
 * covered) is laid out at once.
 */
function HomeSection({ id, alt, laidOutLate = true, kicker, title, lead, more, children }: { id: string; alt?: boolean; laidOutLate?: boolean; kicker: string; title: string; lead?: string; more?: { to: string; label: string }; children: ReactNode }) {
  const className = ["section", alt ? "section-alt" : null, laidOutLate ? "below-fold" : null].filter(Boolean).join(" ");
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="section-head">
          <p className="section-kicker">{kicker}</p>
          <h2 id={`${id}-title`} className="section-title">
            {title}
          </h2>
          {lead ? <p className="lead">{lead}</p> : null}
        </div>
        {children}
        {more ? (
          <p className="section-more">
            <Link to={more.to} className="button button-outline">
              {more.label}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

export default function Home() {
  const { lang, services, cities, faq, latestPosts } = useLoaderData<typeof loader>();
  const t = useMessages();
  const local = useLocalPath();
  const officeText = useOfficeText();
  const [frontmatter, HomeIntro] = lang === "ur" ? [urdu, HomeIntroUr] : [english, HomeIntroEn];
  // site.json's own wording on English pages.
  const openDays = lang === "en" ? site.openDays : t("site.openDays");
  return (
    <>
      <DrawingDefs />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="section-kicker hero-kicker">{t("home.kicker")}</p>
            <h1 id="hero-title" className="hero-title">
              {frontmatter.bannerTitle}
            </h1>
            <p className="hero-lead">{frontmatter.summary}</p>
            <ContactActions quoteLabel={t("home.freeQuote")} tone="on-dark" className="hero-actions" />
            <ul className="hero-points">
              <li>
                <CheckIcon size={18} /> {t("home.pointQuote")}
              </li>
              <li>
                <ShieldIcon size={18} /> {t("home.pointInsured")}
              </li>
              <li>
                <ClockIcon size={18} /> {t("home.pointOpen", { days: openDays })}
              </li>
            </ul>
          </div>
          <Drawing className="hero-art" src={frontmatter.illustration} alt={t("home.heroAlt")} width={1200} height={600} eager />
        </div>
      </section>

      <HomeSection id="services" kicker={t("home.whatWeMove")} title={t("home.servicesHeading")} lead={t("home.servicesLead")} more={{ to: local("/service"), label: t("nav.allServices") }}>
        <ServiceCards services={services} />
      </HomeSection>

      <section className="section section-alt below-fold" aria-labelledby="why-title">
        <div className="container why-grid">
          <div className="prose">
            <p className="section-kicker">{t("home.why", { company: site.shortName })}</p>
            <h2 id="why-title" className="section-title">
              {t("home.whyHeading")}
            </h2>
            <HomeIntro />
          </div>
          <ol className="steps" aria-label={t("home.howItWorks")}>
            {HOW_IT_WORKS.map((step) => (
              <li key={step} data-animate>
                <strong>{t(`home.step${step}Title`)}</strong>
                <span>{t(`home.step${step}Text`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <HomeSection id="cities" kicker={t("home.whereWeWork")} title={t("home.officesHeading")}>
        <ul className="city-grid">
          {cities.map((city) => (
            <li key={city.path} className="city-card" data-animate>
              <Drawing src={city.illustration} alt="" width={480} height={240} />
              <div>
                <h3>
                  <Link to={city.path}>{city.label}</Link>
                </h3>
                <p>{city.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="latest" alt laidOutLate={false} kicker={t("home.fromTheBlog")} title={t("home.blogHeading")} more={{ to: local("/blogs"), label: t("home.allArticles") }}>
        {latestPosts === null ? (
          <p className="muted">{t("home.postsUnavailable")}</p>
        ) : (
          <div className="blog-grid">
            {latestPosts.map((post) => (
              <BlogCard key={post._id} blog={post} headingLevel={3} />
            ))}
          </div>
        )}
      </HomeSection>

      <section className="section" aria-labelledby="review-title">
        <div className="container narrow">
          <h2 id="review-title" className="visually-hidden">
            {t("home.reviewsHeading")}
          </h2>
          <figure className="review">
            <p className="review-stars" aria-label={t("home.rated", { rating: site.review.rating })}>
              {"★".repeat(site.review.rating)}
            </p>
            {/* The customer's own words, quoted as written. */}
            {/* English words on an Urdu page read left to right: the full stop and the dash at their own ends. */}
            <blockquote lang={lang === "en" ? undefined : "en"} dir={lang === "en" ? undefined : "ltr"}>
              <p>{site.review.body}</p>
            </blockquote>
            <figcaption lang={lang === "en" ? undefined : "en"} dir={lang === "en" ? undefined : "ltr"}>
              — <bdi>{site.review.author}</bdi>
            </figcaption>
          </figure>
          <div className="facts">
            <p>
              <TruckIcon size={28} />
              <strong>{t("home.since", { year: site.founded })}</strong>
              <span>{t("home.movingFamilies")}</span>
            </p>
            <p>
              <ShieldIcon size={28} />
              <strong>{t("home.cityOffices", { count: site.offices.length })}</strong>
              <bdi>{site.offices.map(officeText.city).join(lang === "ur" ? "، " : ", ")}</bdi>
            </p>
          </div>
        </div>
      </section>

      <FaqList items={faq} />
      <CtaBand />
    </>
  );
}
