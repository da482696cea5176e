import { Link, useLoaderData } from "@remix-run/react";
import { useLang, useLocalPath } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";
import { CheckIcon, ClockIcon, MapPinIcon, PhoneIcon, ShieldIcon } from "~/shared/ui/icons";
import { PageBanner } from "~/shared/ui/page-banner";
import type { ContentPageData } from "./content-route";
import { telHref } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { officeAddress, officeOfCity } from "~/shared/site/offices";
import { DirectionsLink } from "./directions-link";
import { useContactPhone } from "~/features/site-shell";
import { CtaBand } from "./cta-band";
import { FaqList } from "./faq-list";
import { ServiceCards } from "./service-cards";
import { Drawing, DrawingDefs } from "./drawing";
import { PhoneNumber } from "~/shared/ui/phone-number";
import { useOfficeText } from "~/features/site-shell";

/** docs/requirements.md (Routes); injected by scripts/mdx/remark-content-route.ts. */
export function ContentPageLayout({ children }: { children?: React.ReactNode }) {
  const { page, faq, services } = useLoaderData<ContentPageData>();
  const office = page.kind === "city" ? officeOfCity(page.city) : undefined;
  const phone = useContactPhone();
  const t = useMessages();
  const local = useLocalPath();
  const lang = useLang();
  const officeText = useOfficeText();
  // A city page's quote links start the move in its city.
  const quotePath = page.kind === "city" ? `/book?from=${page.city}` : "/book";
  // <bdi> keeps site.json's Latin addresses left to right on an Urdu page.
  return (
    <>
      <PageBanner title={page.bannerTitle} crumbs={[{ name: page.navLabel.toUpperCase(), path: page.canonical }]} />
      <div className="section">
        <div className="container content-grid">
          <article className="prose">
            <DrawingDefs />
            <Drawing className="content-illustration" src={page.illustration} alt="" width={960} height={480} eager />
            {children}
          </article>
          <aside className="content-aside" aria-label={t("content.bookService")}>
            <div className="aside-card">
              <h2 className="aside-title">{t("content.freeSurvey")}</h2>
              <ul className="aside-points">
                <li>
                  <CheckIcon size={18} /> {t("content.fixedPrice")}
                </li>
                <li>
                  <ShieldIcon size={18} /> {t("content.trainedCrew")}
                </li>
                <li>
                  <ClockIcon size={18} /> {t("content.sameWeek", { cities: site.offices.map(officeText.city).join(lang === "ur" ? "، " : ", ") })}
                </li>
              </ul>
              <Link to={local(quotePath)} className="button button-accent button-block">
                {t("nav.getQuote")}
              </Link>
              <a href={telHref(phone.number)} className="button button-outline button-block" data-contact-phone>
                <PhoneIcon size={18} /> <PhoneNumber e164={phone.number} />
              </a>
            </div>
            {office ? (
              <div className="aside-card">
                <h2 className="aside-title">{t("content.ourOffice", { locality: officeText.city(office) })}</h2>
                <p className="office-address">
                  <MapPinIcon size={18} />
                  <span>
                    <bdi>{officeAddress(office)}</bdi>
                    <br />
                    <bdi className="muted">{officeText.hours(office)}</bdi>
                  </span>
                </p>
                <DirectionsLink office={office} />
              </div>
            ) : null}
          </aside>
        </div>
      </div>
      {services.length ? (
        <section className="section section-alt below-fold" aria-labelledby="service-list-title">
          <div className="container">
            <h2 id="service-list-title" className="section-title">
              {t("content.ourServices")}
            </h2>
            <ServiceCards services={services} />
          </div>
        </section>
      ) : null}
      <FaqList items={faq} />
      <CtaBand quotePath={quotePath} />
    </>
  );
}
