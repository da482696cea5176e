import { Link } from "@remix-run/react";
import { useLocalPath } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";
import { PhoneIcon, WhatsAppIcon } from "~/shared/ui/icons";
import { useContactPhone, usePageWhatsApp } from "~/features/site-shell";
import { telHref, whatsappHref } from "~/shared/site/phone";
import { PhoneNumber } from "~/shared/ui/phone-number";

/** docs/requirements.md (Constants): the visitor's regional number. */
export function ContactActions({ quoteLabel, quotePath = "/book", tone, className }: { quoteLabel: string; quotePath?: string; tone: "on-dark" | "on-light"; className: string }) {
  const phone = useContactPhone();
  const whatsapp = usePageWhatsApp();
  const t = useMessages();
  const local = useLocalPath();
  return (
    <div className={className}>
      <Link to={local(quotePath)} className="button button-accent">
        {quoteLabel}
      </Link>
      <a href={telHref(phone.number)} className={`button ${tone === "on-dark" ? "button-light" : "button-outline"}`} data-contact-phone>
        <PhoneIcon size={18} /> <PhoneNumber e164={phone.number} />
      </a>
      <a href={whatsappHref(whatsapp.number, whatsapp.greeting)} className="button button-whatsapp" rel="noopener">
        <WhatsAppIcon size={18} /> {t("cta.whatsapp")}
      </a>
    </div>
  );
}
