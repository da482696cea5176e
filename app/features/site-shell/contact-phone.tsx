import { useMatches } from "@remix-run/react";
import { createContext, useContext } from "react";
import { site } from "~/shared/site/site-config";

/**
 * The phone number shown in the header, call button and contact section.
 * Server-rendered as the first number (docs/requirements.md, Constants); the regional choice made in
 * the browser replaces it through this context. A page about one office (a
 * city page, the thanks page of a move from that city) names its office's
 * number instead: its loader returns `pagePhoneIndex`.
 */
export type ContactPhone = { number: string; label: string };

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
 * The WhatsApp chat a page opens: a page about one office goes to that
 * office's number (the Karachi page to Karachi), and a page that names
 * itself says so in the greeting, so whoever answers knows what the visitor
 * was reading. Elsewhere: the company's WhatsApp number and greeting.
 */
function whatsappFor(pagePhoneIndex: number | null, pageName: string | null): { number: string; greeting: string } {
  const number = pagePhoneIndex !== null ? (site.phones[pagePhoneIndex]?.number ?? site.whatsapp.number) : site.whatsapp.number;
  const greeting = pageName ? `${site.whatsapp.greeting} I am looking at your page “${pageName}”.` : site.whatsapp.greeting;
  return { number, greeting };
}

export function usePageWhatsApp(): { number: string; greeting: string } {
  return whatsappFor(usePagePhoneIndex(), usePageName());
}
