import { createContext, useContext } from "react";
import { site } from "~/lib/site-config";

/**
 * The phone number shown in the header, call button and contact section.
 * Server-rendered as the first number (spec §9); the regional choice made in
 * the browser replaces it through this context.
 */
export type ContactPhone = { number: string; label: string };

export const ContactPhoneContext = createContext<ContactPhone>(site.phones[0]);

export function useContactPhone(): ContactPhone {
  return useContext(ContactPhoneContext);
}
