import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from "~/components/icons";
import { useContactPhone } from "~/components/shell/contact-phone";
import { telHref, whatsappHref } from "~/lib/phone";
import { officeAddress, officePhone } from "~/lib/offices";
import { site } from "~/lib/site-config";
import { DirectionsLink } from "./directions-link";
import { PhoneNumber } from "~/components/shell/phone-number";

/** Contact section (spec §2 /contact): phones, WhatsApp, e-mail, offices per city. */
export function ContactDetails() {
  const phone = useContactPhone();
  return (
    <div className="contact-details">
      <div className="contact-cards">
        <a className="contact-card" href={telHref(phone.number)} data-contact-phone>
          <PhoneIcon size={24} />
          <span>
            <strong>Call us</strong>
            <span><PhoneNumber e164={phone.number} /></span>
          </span>
        </a>
        <a className="contact-card" href={whatsappHref(site.whatsapp.number, site.whatsapp.greeting)} rel="noopener">
          <WhatsAppIcon size={24} />
          <span>
            <strong>WhatsApp</strong>
            <span><PhoneNumber e164={site.whatsapp.number} /></span>
          </span>
        </a>
        <a className="contact-card" href={`mailto:${site.email}`}>
          <MailIcon size={24} />
          <span>
            <strong>E-mail</strong>
            <span>{site.email}</span>
          </span>
        </a>
      </div>
      <h2 className="section-title contact-offices-title">Our offices</h2>
      <ul className="office-list">
        {site.offices.map((office) => {
          const phone = officePhone(office);
          return (
            <li key={office.city} className="office-card">
              <h3>{office.name}</h3>
              <p className="office-line">
                <MapPinIcon size={18} />
                <span>{officeAddress(office)}</span>
              </p>
              <p className="office-line">
                <PhoneIcon size={18} />
                <span>
                  <a className="phone-number" href={telHref(phone.number)}>
                    <PhoneNumber e164={phone.number} />
                  </a>{" "}
                  <span className="muted">({phone.label})</span>
                </span>
              </p>
              <p className="office-line">
                <ClockIcon size={18} />
                <span>{office.hours}</span>
              </p>
              <DirectionsLink office={office} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
