import { useMatches } from "@remix-run/react";
import { createContext, useContext } from "react";
import { site } from "~/shared/site/site-config";
import { useLang } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";

/**
 * The phone number shown in the header, call button and contact section.
 * Server-rendered as the first number (docs/requirements.md, Constants); the regional choice made in
 * the browser replaces it through this context. A page about one office (a
 * city page, the thanks page of a move from that city) names its office's
 * number instead: its loader returns `pagePhoneIndex`.
 */
export type ContactPhone = { number: string; label: string; /** The page's office or the visitor's region decided it (not the default). */ known?: boolean };

export const ContactPhoneContext = createContext<ContactPhone>(site.phones[0]);

export function useContactPhone(): ContactPhone {
  return useContext(ContactPhoneContext);
}

type PagePhone = { pagePhoneIndex?: number | null; pageName?: string | null };

/** The office number the deepest matching route asks for, if any. */
export function usePagePhoneIndex(): number | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const index = (matches[i].data as PagePhone | null | undefined)?.pagePhoneIndex;
    if (typeof index === "number" && site.phones[index]) return index;
  }
  return null;
}

/** The deepest matching route's own name for itself (a content page's banner title), if any. */
function usePageName(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = (matches[i].data as PagePhone | null | undefined)?.pageName;
    if (typeof name === "string" && name) return name;
  }
  return null;
}

/**
 * One rule for every WhatsApp link of a page: the number that page calls
 * (its office's, or the visitor's region once known), else the company's
 * WhatsApp number; so the Karachi page never calls Karachi and chats with Lahore.
 */
export function useWhatsAppNumber(): string {
  const phone = useContactPhone();
  return phone.known ? phone.number : site.whatsapp.number;
}

/**
 * The WhatsApp chat a page opens (useWhatsAppNumber), greeting in the page's
 * language; a page that names itself says so, so whoever answers knows what
 * the visitor was reading.
 */
export function usePageWhatsApp(): { number: string; greeting: string } {
  const number = useWhatsAppNumber();
  const pageName = usePageName();
  const lang = useLang();
  const t = useMessages();
  const hello = lang === "en" ? site.whatsapp.greeting : t("whatsapp.greeting");
  return { number, greeting: pageName ? `${hello} ${t("whatsapp.lookingAt", { page: pageName })}` : hello };
}
