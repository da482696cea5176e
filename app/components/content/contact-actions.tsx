import { Link } from "@remix-run/react";
import { PhoneIcon, WhatsAppIcon } from "~/components/icons";
import { useContactPhone, usePageWhatsApp } from "~/components/shell/contact-phone";
import { telHref, whatsappHref } from "~/lib/phone";
import { PhoneNumber } from "~/components/shell/phone-number";

/**
 * The three ways to get in touch, side by side: the quote form, a call to
 * the visitor's regional number (spec §9) and WhatsApp. Used by the home
 * hero and the call-to-contact band; `tone` suits the background.
 */
export function ContactActions({ quoteLabel, tone, className }: { quoteLabel: string; tone: "on-dark" | "on-light"; className: string }) {
  const phone = useContactPhone();
  const whatsapp = usePageWhatsApp();
  return (
    <div className={className}>
      <Link to="/book" className="button button-accent">
        {quoteLabel}
      </Link>
      <a href={telHref(phone.number)} className={`button ${tone === "on-dark" ? "button-light" : "button-outline"}`} data-contact-phone>
        <PhoneIcon size={18} /> <PhoneNumber e164={phone.number} />
      </a>
      <a href={whatsappHref(whatsapp.number, whatsapp.greeting)} className="button button-whatsapp" rel="noopener">
        <WhatsAppIcon size={18} /> WhatsApp
      </a>
    </div>
  );
}
