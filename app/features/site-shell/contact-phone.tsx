import { useMatches } from "@remix-run/react";
import { createContext, useContext } from "react";
import { site } from "~/shared/site/site-config";
import { useLang } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";

/** Server-rendered as the first number (docs/requirements.md, Constants) or the page's office (`pagePhoneIndex`). */
export type ContactPhone = { number: string; label: string; /** The page's office or the visitor's region decided it (not the default). */ known?: boolean };

export const ContactPhoneContext = createContext<ContactPhone>(site.phones[0]);

export function useContactPhone(): ContactPhone {
  return useContext(ContactPhoneContext);
}

type PagePhone = { pagePhoneIndex?: number | null; pageName?: string | null };

export function usePagePhoneIndex(): number | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const index = (matches[i].data as PagePhone | null | undefined)?.pagePhoneIndex;
    if (typeof index === "number" && site.phones[index]) return index;
  }
  return null;
}

function usePageName(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = (matches[i].data as PagePhone | null | undefined)?.pageName;
    if (typeof name === "string" && name) return name;
  }
  return null;
}

/** The number the page calls, so the Karachi page never calls Karachi and chats with Lahore. */
export function useWhatsAppNumber(): string {
  const phone = useContactPhone();
  return phone.known ? phone.number : site.whatsapp.number;
}

/** Names the page, so whoever answers knows what the visitor was reading. */
export function usePageWhatsApp(): { number: string; greeting: string } {
  const number = useWhatsAppNumber();
  const pageName = usePageName();
  const lang = useLang();
  const t = useMessages();
  const hello = lang === "en" ? site.whatsapp.greeting : t("whatsapp.greeting");
  return { number, greeting: pageName ? `${hello} ${t("whatsapp.lookingAt", { page: pageName })}` : hello };
}
