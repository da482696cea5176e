import { Link } from "@remix-run/react";
import { useLang, useLocalPath } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";
import { MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from "~/shared/ui/icons";
import { telHref, whatsappHref } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import type { Navigation } from "./site-header";
import { PhoneNumber } from "~/shared/ui/phone-number";
import { useOfficeText } from "./office-text";
import { usePageWhatsApp } from "./contact-phone";

/** Each network's own spelling. */
const SOCIAL_NAMES = { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube", linkedin: "LinkedIn", x: "X", tiktok: "TikTok" } as const;

/** Office addresses stay in site.json's Latin spelling, isolated with <bdi> on Urdu pages. */
export function SiteFooter({ nav }: { nav: Navigation }) {
  const t = useMessages();
  const whatsapp = usePageWhatsApp();
  const local = useLocalPath();
  const lang = useLang();
  const officeText = useOfficeText();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-title">
            {site.companyName}
          </h2>
          <p>
            {lang === "en" ? `${site.tagline}.` : `${t("shell.tagline")}۔`} {t("footer.servingSince", { year: site.founded })}
          </p>
          <ul className="footer-contact">
            {site.phones.map((phone, index) => (
              <li key={phone.number}>
                <PhoneIcon size={16} />
                <a className="phone-number" href={telHref(phone.number)}>
                  <PhoneNumber e164={phone.number} />
                </a>
                <span className="muted">
                  {" "}
                  · <bdi>{officeText.phoneLabel(index)}</bdi>
                </span>
              </li>
            ))}
            <li>
              <WhatsAppIcon size={16} />
              <a href={whatsappHref(whatsapp.number, whatsapp.greeting)} rel="noopener" data-testid="footer-whatsapp">
                {t("footer.whatsappLabel")} <PhoneNumber e164={whatsapp.number} />
              </a>
            </li>
            <li>
              <MailIcon size={16} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-title">
            {t("footer.services")}
          </h2>
          <FooterLinks items={nav.services} />
        </nav>
        <nav aria-labelledby="footer-cities">
          <h2 id="footer-cities" className="footer-title">
            {t("footer.cities")}
          </h2>
          <FooterLinks items={nav.cities} />
          <h2 className="footer-title footer-title-spaced">{t("footer.company")}</h2>
          <FooterLinks
            items={[
              { path: local("/about"), label: t("footer.aboutUs") },
              { path: local("/blogs"), label: t("footer.blog") },
              { path: local("/contact"), label: t("footer.contact") },
              { path: local("/book"), label: t("footer.bookMove") },
            ]}
          />
        </nav>
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className="footer-title">
            {t("footer.offices")}
          </h2>
          <ul className="footer-offices">
            {site.offices.map((office) => (
              <li key={office.city}>
                <MapPinIcon size={16} />
                <address>
                  <strong>
                    <bdi>{officeText.city(office)}</bdi>
                  </strong>
                  <br />
                  <bdi lang={lang === "en" ? undefined : "en"}>
                    {office.street}, {office.locality} {office.postalCode}
                  </bdi>
                </address>
              </li>
            ))}
          </ul>
          <ul className="footer-social">
            {Object.entries(site.social).map(([network, url]) => (
              <li key={network}>
                <a href={url} rel="noopener me">
                  {SOCIAL_NAMES[network as keyof typeof SOCIAL_NAMES] ?? network}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container">
          {t("footer.rights", { year: new Date().getFullYear(), company: site.companyName })}
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ items }: { items: readonly { path: string; label: string }[] }) {
  return (
    <ul className="footer-links">
      {items.map((item) => (
        <li key={item.path}>
          <Link to={item.path}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}
