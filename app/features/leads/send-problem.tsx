import { useEffect, useRef } from "react";
import { PhoneIcon, WhatsAppIcon } from "~/shared/ui/icons";
import { useContactPhone, useWhatsAppNumber } from "~/features/site-shell";
import type { SendProblem } from "./send-failure";
import { telHref, whatsappHref } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { PhoneNumber } from "~/shared/ui/phone-number";
import { useMessages } from "~/i18n/use-messages";

/** The phone and WhatsApp right there, so the visitor can still reach the company. */
export function SendProblemPanel({ problem, message, whatsappText, phoneIndex }: { problem: SendProblem; message: string; whatsappText: string; phoneIndex?: number | null }) {
  const pagePhone = useContactPhone();
  const pageWhatsApp = useWhatsAppNumber();
  // The office of the request (a move from Islamabad: Islamabad's number) for both ways, else the page's rule.
  const office = phoneIndex != null ? site.phones[phoneIndex] : undefined;
  const phone = office ?? pagePhone;
  const whatsappNumber = office?.number ?? pageWhatsApp;
  const t = useMessages();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, [problem, message]);
  return (
    <div className="send-problem" role="alert" tabIndex={-1} ref={panel} data-problem={problem}>
      <p className="send-problem-message">{message}</p>
      <div className="send-problem-actions">
        <a className="button button-primary" href={telHref(phone.number)} data-contact-phone>
          <PhoneIcon size={18} /> {t("thanks.call")} <PhoneNumber e164={phone.number} />
        </a>
        <a className="button button-whatsapp" href={whatsappHref(whatsappNumber, whatsappText)} rel="noopener">
          <WhatsAppIcon size={18} /> {t("contact.whatsapp")} <PhoneNumber e164={whatsappNumber} />
        </a>
      </div>
    </div>
  );
}

/** In page order: the schema reports a cross-field error (a past date) last, yet it must not follow the fields below it. */
export function ErrorSummary({ errors, fieldId, fieldOrder }: { errors: Record<string, string[] | null | undefined>; fieldId: (name: string) => string; fieldOrder: readonly string[] }) {
  const t = useMessages();
  const rank = (name: string) => {
    const index = fieldOrder.indexOf(name.replace(/[.[].*$/, ""));
    return index < 0 ? fieldOrder.length : index;
  };
  const entries = Object.entries(errors)
    .filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length) && entry[0] !== "")
    .sort(([a], [b]) => rank(a) - rank(b));
  if (!entries.length) return null;
  return (
    <div className="error-summary" role="alert">
      <h2 className="error-summary-title">{entries.length === 1 ? t("form.correctOne") : t("form.correctMany", { count: entries.length })}</h2>
      <ul>
        {entries.map(([name, messages]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`}>{messages[0]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
