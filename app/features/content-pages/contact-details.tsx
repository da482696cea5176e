import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from "~/shared/ui/icons";
import { useContactPhone, usePageWhatsApp } from "~/features/site-shell";
import { telHref, whatsappHref } from "~/shared/site/phone";
import { officeAddress, officePhone } from "~/shared/site/offices";
import { site } from "~/shared/site/site-config";
import { DirectionsLink } from "./directions-link";
import { PhoneNumber } from "~/shared/ui/phone-number";
import { useOfficeText } from "~/features/site-shell";
import { useLang } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";

/** docs/requirements.md (Routes). Numbers, e-mail and street addresses stay Latin, left to right on an Urdu page. */
export function ContactDetails() {
  const phone = useContactPhone();
  const whatsapp = usePageWhatsApp();
  const t = useMessages();
  const lang = useLang();
  const officeText = useOfficeText();
  const latin = lang === "en" ? {} : ({ lang: "en", dir: "ltr" } as const);
  return (
    <div className="contact-details">
      <div className="contact-cards">
        <a className="contact-card" href={telHref(phone.number)} data-contact-phone>
          <PhoneIcon size={24} />
          <span>
            <strong>{t("contact.callUs")}</strong>
            <span><PhoneNumber e164={phone.number} /></span>
          </span>
        </a>
        <a className="contact-card" href={whatsappHref(whatsapp.number, whatsapp.greeting)} rel="noopener" data-testid="contact-whatsapp">
          <WhatsAppIcon size={24} />
          <span>
            <strong>{t("contact.whatsapp")}</strong>
            <span><PhoneNumber e164={whatsapp.number} /></span>
          </span>
        </a>
        <a className="contact-card" href={`mailto:${site.email}`}>
          <MailIcon size={24} />
          <span>
            <strong>{t("contact.email")}</strong>
            <span {...latin}>{site.email}</span>
          </span>
        </a>
      </div>
      <h2 className="section-title contact-offices-title">{t("contact.ourOffices")}</h2>
      <ul className="office-list">
        {site.offices.map((office) => {
          const phone = officePhone(office);
          return (
            <li key={office.city} className="office-card">
              <h3>{officeText.name(office)}</h3>
              <p className="office-line">
                <MapPinIcon size={18} />
                <span {...latin}>{officeAddress(office)}</span>
              </p>
              <p className="office-line">
                <PhoneIcon size={18} />
                <span>
                  <a className="phone-number" href={telHref(phone.number)}>
                    <PhoneNumber e164={phone.number} />
                  </a>{" "}
                  <span className="muted">({officeText.phoneLabel(office.phoneIndex)})</span>
                </span>
              </p>
              <p className="office-line">
                <ClockIcon size={18} />
                <span>{officeText.hours(office)}</span>
              </p>
              <DirectionsLink office={office} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
