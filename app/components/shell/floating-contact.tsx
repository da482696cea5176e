import { useLocation } from "@remix-run/react";
import { PhoneIcon, WhatsAppIcon } from "~/components/icons";
import { formatPakistaniPhone, telHref, whatsappHref } from "~/lib/phone";
import { site } from "~/lib/site-config";
import { useContactPhone, usePageWhatsApp } from "./contact-phone";
import { showsFloatingButtons } from "./floating-visibility";
import { ScrollToTopButton } from "./scroll-to-top";

/**
 * Floating WhatsApp (bottom right) and call (bottom left) buttons plus the
 * scroll-to-top button (spec §2). Rendered on the server from the path, so
 * the visibility rule holds without JavaScript.
 */
export function FloatingContact() {
  const { pathname } = useLocation();
  const phone = useContactPhone();
  const whatsapp = usePageWhatsApp();
  if (!showsFloatingButtons(pathname)) return null;
  return (
    <aside className="floating-contact" aria-label="Quick contact">
      <a
        className="floating-button floating-call"
        href={telHref(phone.number || site.phones[0].number)}
        aria-label={`Call us on ${formatPakistaniPhone(phone.number)}`}
        data-testid="floating-call"
        data-contact-phone
      >
        <PhoneIcon size={26} />
      </a>
      <a
        className="floating-button floating-whatsapp"
        href={whatsappHref(whatsapp.number, whatsapp.greeting)}
        aria-label="Chat with us on WhatsApp"
        rel="noopener"
        data-testid="floating-whatsapp"
      >
        <WhatsAppIcon size={30} />
      </a>
      <ScrollToTopButton />
    </aside>
  );
}
