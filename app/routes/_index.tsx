import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Await, Link, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { BlogCard } from "~/components/blog/blog-card";
import { ContactActions } from "~/components/content/contact-actions";
import { CtaBand } from "~/components/content/cta-band";
import { FaqList } from "~/components/content/faq-list";
import { ServiceCards } from "~/components/home/service-cards";
import { CheckIcon, ClockIcon, ShieldIcon, TruckIcon } from "~/components/icons";
import { LoadingSpinner } from "~/components/loading-spinner";
import { fetchBlogs } from "~/lib/api/blogs.server";
import { withinBudget } from "~/lib/api/secondary-read.server";
import { toCardData } from "~/lib/blog/display";
import { faqFor, pagesOfKind } from "~/lib/content/pages.server";
import { PUBLIC_PAGE_CACHE } from "~/lib/http/cache-control";
import { frontmatterMeta } from "~/lib/content/content-route";
import { metaFromLoader } from "~/lib/seo/loader-meta";
import { siteUrl } from "~/lib/site-url.server";
import { faqPage, movingCompany } from "~/lib/seo/structured-data";
import { site } from "~/lib/site-config";
import HomeIntro, { frontmatter } from "~content/sections/home.mdx";

/** Spec §2: the home page's services section and FAQ use service id 1. */
const HOME_SERVICE_ID = 1;
const LATEST_POSTS = 3;

export async function loader(_args: LoaderFunctionArgs) {
  const origin = siteUrl();
  const faq = faqFor(HOME_SERVICE_ID);
  const toCard = (page: ReturnType<typeof pagesOfKind>[number]) => ({
    path: page.canonical,
    label: page.navLabel,
    summary: page.summary,
    illustration: page.illustration,
  });
  // Not awaited: the page streams while the API answers. Not the page's
  // main content either, so it gets a short budget: with the API down, slow
  // or hung the page is whole within a second, without the posts.
  const latestPosts = withinBudget(
    fetchBlogs({ page: 1 }).then((list) => list.blogs.slice(0, LATEST_POSTS).map((blog) => toCardData(blog))),
    "home: latest posts",
  );
  return {
    services: pagesOfKind("service").filter((p) => !p.unlisted).map(toCard),
    cities: pagesOfKind("city").filter((p) => !p.unlisted).map(toCard),
    faq,
    latestPosts,
    meta: frontmatterMeta(frontmatter, origin, [
      ...site.offices.map((office) => movingCompany(site, office, origin)),
      ...(faq.length ? [faqPage(faq)] : []),
    ]),
  };
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE_CACHE });

export const meta = metaFromLoader();

export default function Home() {
  const { services, cities, faq, latestPosts } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="section-kicker hero-kicker">Packers &amp; movers · Lahore · Karachi · Islamabad</p>
            <h1 id="hero-title" className="hero-title">
              {frontmatter.bannerTitle}
            </h1>
            <p className="hero-lead">{frontmatter.summary}</p>
            <ContactActions quoteLabel="Get a free quote" tone="on-dark" className="hero-actions" />
            <ul className="hero-points">
              <li>
                <CheckIcon size={18} /> Fixed written quote
              </li>
              <li>
                <ShieldIcon size={18} /> Insured transit
              </li>
              <li>
                <ClockIcon size={18} /> Open {site.openDays}
              </li>
            </ul>
          </div>
          {/* The LCP picture: fetched first, and decoded with the first paint (no decoding="async", which can leave it for a later frame). */}
          <img
            className="hero-art"
            src={frontmatter.illustration}
            alt="A Manzil moving truck loaded with boxes on the road"
            width={1200}
            height={600}
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <div className="section-head">
            <p className="section-kicker">What we move</p>
            <h2 id="services-title" className="section-title">
              Moving services for homes and businesses
            </h2>
            <p className="lead">One crew from packing to unpacking, for a single room or a whole office floor.</p>
          </div>
          <ServiceCards services={services} />
          <p className="section-more">
            <Link to="/service" className="button button-outline">
              All services
            </Link>
          </p>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="why-title">
        <div className="container why-grid">
          <div className="prose">
            <p className="section-kicker">Why {site.shortName}</p>
            <h2 id="why-title" className="section-title">
              Moving is personal. We treat it that way.
            </h2>
            <HomeIntro />
          </div>
          <ol className="steps" aria-label="How a move works">
            <li data-animate>
              <strong>Tell us what is moving</strong>
              <span>Online, by phone or on WhatsApp: rooms, floors, dates.</span>
            </li>
            <li data-animate>
              <strong>Free survey &amp; fixed quote</strong>
              <span>A video or home survey, then a written price with no hidden extras.</span>
            </li>
            <li data-animate>
              <strong>Packing day</strong>
              <span>Cartons, bubble wrap and blankets; furniture dismantled and labelled.</span>
            </li>
            <li data-animate>
              <strong>Delivery &amp; setup</strong>
              <span>Unloaded room by room, beds assembled, packaging taken away.</span>
            </li>
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="cities-title">
        <div className="container">
          <div className="section-head">
            <p className="section-kicker">Where we work</p>
            <h2 id="cities-title" className="section-title">
              Offices in three cities, moves across Pakistan
            </h2>
          </div>
          <ul className="city-grid">
            {cities.map((city) => (
              <li key={city.path} className="city-card" data-animate>
                <img src={city.illustration} alt="" width={480} height={240} loading="lazy" decoding="async" />
                <div>
                  <h3>
                    <Link to={city.path}>{city.label}</Link>
                  </h3>
                  <p>{city.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="latest-title">
        <div className="container">
          <div className="section-head">
            <p className="section-kicker">From the blog</p>
            <h2 id="latest-title" className="section-title">
              Moving tips and seasonal deals
            </h2>
          </div>
          <Suspense
            fallback={
              <>
                <div className="needs-js">
                  <LoadingSpinner label="Loading latest posts…" />
                </div>
                {/* Streamed sections are revealed by a script; without JavaScript, offer the blog itself. */}
                <noscript>
                  <p>
                    <Link to="/blogs">Read our latest moving tips and seasonal deals on the blog</Link>.
                  </p>
                </noscript>
              </>
            }
          >
            <Await resolve={latestPosts} errorElement={<p className="muted">Latest posts are unavailable right now.</p>}>
              {(posts) =>
                posts === null ? (
                  <p className="muted">Latest posts are unavailable right now. Please check back soon.</p>
                ) : (
                  <div className="blog-grid">
                    {posts.map((post) => (
                      <BlogCard key={post._id} blog={post} headingLevel={3} />
                    ))}
                  </div>
                )
              }
            </Await>
          </Suspense>
          <p className="section-more">
            <Link to="/blogs" className="button button-outline">
              All articles
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="review-title">
        <div className="container narrow">
          <h2 id="review-title" className="visually-hidden">
            What customers say
          </h2>
          <figure className="review">
            <p className="review-stars" aria-label={`Rated ${site.review.rating} out of 5`}>
              {"★".repeat(site.review.rating)}
            </p>
            <blockquote>
              <p>{site.review.body}</p>
            </blockquote>
            <figcaption>— {site.review.author}</figcaption>
          </figure>
          <div className="facts">
            <p>
              <TruckIcon size={28} />
              <strong>Since {site.founded}</strong>
              <span>moving Pakistani families</span>
            </p>
            <p>
              <ShieldIcon size={28} />
              <strong>{site.offices.length} city offices</strong>
              <span>{site.offices.map((o) => o.locality).join(", ")}</span>
            </p>
          </div>
        </div>
      </section>

      <FaqList items={faq} />
      <CtaBand />
    </>
  );
}
