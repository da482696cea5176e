import { Link } from "@remix-run/react";
import { PhoneIcon, WhatsAppIcon } from "~/components/icons";
import { useContactPhone } from "~/components/shell/contact-phone";
import { formatPakistaniPhone, telHref, whatsappHref } from "~/lib/phone";
import { site } from "~/lib/site-config";

/** Call-to-contact band on a light grey background (spec §2). */
export function CtaBand({ heading = "Planning a move? Get a free quote today." }: { heading?: string }) {
  const phone = useContactPhone();
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title" className="cta-title">
            {heading}
          </h2>
          <p className="cta-text">
            Tell us what is moving and where. A move coordinator answers within the hour, seven days a week.
          </p>
        </div>
        <div className="cta-actions">
          <Link to="/book" className="button button-accent">
            Get a quote
          </Link>
          <a href={telHref(phone.number)} className="button button-outline" data-contact-phone>
            <PhoneIcon size={18} /> {formatPakistaniPhone(phone.number)}
          </a>
          <a href={whatsappHref(site.whatsapp.number, site.whatsapp.greeting)} className="button button-whatsapp" rel="noopener">
            <WhatsAppIcon size={18} /> WhatsApp
          </a>
        </div>
      </div>
    </section>
  );
}
