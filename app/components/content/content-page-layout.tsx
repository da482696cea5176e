import { Link, useLoaderData } from "@remix-run/react";
import { CheckIcon, ClockIcon, MapPinIcon, PhoneIcon, ShieldIcon } from "~/components/icons";
import { PageBanner } from "~/components/shell/page-banner";
import type { ContentPageData } from "~/lib/content/content-route";
import { telHref } from "~/lib/phone";
import { site } from "~/lib/site-config";
import { officeAddress, officeOfCity } from "~/lib/offices";
import { DirectionsLink } from "~/components/contact/directions-link";
import { useContactPhone } from "~/components/shell/contact-phone";
import { CtaBand } from "./cta-band";
import { FaqList } from "./faq-list";
import { ServiceCards } from "~/components/home/service-cards";
import { PhoneNumber } from "~/components/shell/phone-number";

/**
 * Layout of every MDX page (spec §2 service page: header, banner, content,
 * FAQ, footer — header and footer come from the root). Injected as the MDX
 * layout by scripts/mdx/remark-content-route.ts.
 */
export function ContentPageLayout({ children }: { children?: React.ReactNode }) {
  const { page, faq, services } = useLoaderData<ContentPageData>();
  const office = page.kind === "city" ? officeOfCity(page.city) : undefined;
  // The city's office number on a city page (via the loader's pagePhoneIndex), else the visitor's regional one.
  const phone = useContactPhone();
  return (
    <>
      <PageBanner title={page.bannerTitle} crumbs={[{ name: page.navLabel.toUpperCase(), path: page.canonical }]} />
      <div className="section">
        <div className="container content-grid">
          <article className="prose">
            {/* The page's LCP picture: fetched first, and decoded with the first paint (no decoding="async", which can leave it for a later frame). */}
            <img
              className="content-illustration"
              src={page.illustration}
              alt=""
              width={960}
              height={480}
              fetchPriority="high"
            />
            {children}
          </article>
          <aside className="content-aside" aria-label="Book this service">
            <div className="aside-card">
              <h2 className="aside-title">Free survey &amp; quote</h2>
              <ul className="aside-points">
                <li>
                  <CheckIcon size={18} /> Fixed written price before moving day
                </li>
                <li>
                  <ShieldIcon size={18} /> Trained, uniformed crew
                </li>
                <li>
                  <ClockIcon size={18} /> Same-week slots in {site.offices.map((o) => o.locality).join(", ")}
                </li>
              </ul>
              <Link to="/book" className="button button-accent button-block">
                Get a quote
              </Link>
              <a href={telHref(phone.number)} className="button button-outline button-block" data-contact-phone>
                <PhoneIcon size={18} /> <PhoneNumber e164={phone.number} />
              </a>
            </div>
            {office ? (
              <div className="aside-card">
                <h2 className="aside-title">Our {office.locality} office</h2>
                <p className="office-address">
                  <MapPinIcon size={18} />
                  <span>
                    {officeAddress(office)}
                    <br />
                    <span className="muted">{office.hours}</span>
                  </span>
                </p>
                <DirectionsLink office={office} />
              </div>
            ) : null}
          </aside>
        </div>
      </div>
      {services.length ? (
        <section className="section section-alt" aria-labelledby="service-list-title">
          <div className="container">
            <h2 id="service-list-title" className="section-title">
              Our services
            </h2>
            <ServiceCards services={services} />
          </div>
        </section>
      ) : null}
      <FaqList items={faq} />
      <CtaBand />
    </>
  );
}
