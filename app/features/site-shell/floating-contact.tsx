import { useLocation } from "@remix-run/react";
import { useMessages } from "~/i18n/use-messages";
import { PhoneIcon, WhatsAppIcon } from "~/shared/ui/icons";
import { formatPakistaniPhone, telHref, whatsappHref } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { useContactPhone, usePageWhatsApp } from "./contact-phone";
import { showsFloatingButtons } from "./floating-visibility";
import { ScrollToTopButton } from "./scroll-to-top";

/** docs/requirements.md (Routes). Rendered from the path, so the visibility rule holds without JavaScript. */
export function FloatingContact() {
  const { pathname } = useLocation();
  const t = useMessages();
  const phone = useContactPhone();
  const whatsapp = usePageWhatsApp();
  if (!showsFloatingButtons(pathname)) return null;
  return (
    <aside className="floating-contact" aria-label={t("floating.quickContact")}>
      <a
        className="floating-button floating-call"
        href={telHref(phone.number || site.phones[0].number)}
        aria-label={t("floating.call", { phone: formatPakistaniPhone(phone.number) })}
        data-testid="floating-call"
        data-contact-phone
      >
        <PhoneIcon size={26} />
      </a>
      <a
        className="floating-button floating-whatsapp"
        href={whatsappHref(whatsapp.number, whatsapp.greeting)}
        aria-label={t("floating.whatsapp")}
        rel="noopener"
        data-testid="floating-whatsapp"
      >
        <WhatsAppIcon size={30} />
      </a>
      <ScrollToTopButton />
    </aside>
  );
}
