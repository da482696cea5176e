import { Link } from "@remix-run/react";
import { MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from "~/components/icons";
import { telHref, whatsappHref } from "~/lib/phone";
import { site } from "~/lib/site-config";
import type { Navigation } from "./site-header";
import { PhoneNumber } from "~/components/shell/phone-number";

/** Each network's own spelling. */
const SOCIAL_NAMES = { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube", linkedin: "LinkedIn", x: "X", tiktok: "TikTok" } as const;

export function SiteFooter({ nav }: { nav: Navigation }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-title">
            {site.companyName}
          </h2>
          <p>{site.tagline}. Serving families and businesses since {site.founded}.</p>
          <ul className="footer-contact">
            {site.phones.map((phone) => (
              <li key={phone.number}>
                <PhoneIcon size={16} />
                <a className="phone-number" href={telHref(phone.number)}>
                  <PhoneNumber e164={phone.number} />
                </a>
                <span className="muted"> · {phone.label}</span>
              </li>
            ))}
            <li>
              <WhatsAppIcon size={16} />
              <a href={whatsappHref(site.whatsapp.number, site.whatsapp.greeting)} rel="noopener">
                WhatsApp <PhoneNumber e164={site.whatsapp.number} />
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
            Services
          </h2>
          <ul className="footer-links">
            {nav.services.map((item) => (
              <li key={item.path}>
                <Link to={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-cities">
          <h2 id="footer-cities" className="footer-title">
            Cities
          </h2>
          <ul className="footer-links">
            {nav.cities.map((item) => (
              <li key={item.path}>
                <Link to={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
          <h2 className="footer-title footer-title-spaced">Company</h2>
          <ul className="footer-links">
            <li>
              <Link to="/about">About us</Link>
            </li>
            <li>
              <Link to="/blogs">Moving tips blog</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/book">Book a move</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className="footer-title">
            Offices
          </h2>
          <ul className="footer-offices">
            {site.offices.map((office) => (
              <li key={office.city}>
                <MapPinIcon size={16} />
                <address>
                  <strong>{office.locality}</strong>
                  <br />
                  {office.street}, {office.locality} {office.postalCode}
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
          © {new Date().getFullYear()} {site.companyName}. All rights reserved.
        </div>
      </div>
    </footer>
  );
}
