import { useLang } from "~/i18n/use-lang";
import type { MessageKey } from "~/i18n/messages";
import { useMessages } from "~/i18n/use-messages";
import { site, type Office } from "~/shared/site/site-config";

/** The catalogue keys of one office's words (content/site.json knows the office by its city). */
type OfficeField = "name" | "city" | "hours";
type OfficeKey = Extract<MessageKey, `office.${string}.${OfficeField}`>;
type PhoneLabelKey = Extract<MessageKey, `office.phone${number}`>;

/** The key of an office's word; office-text.test.ts checks that every office of site.json has them. */
export function officeKey(office: Pick<Office, "city">, field: OfficeField): OfficeKey {
  return `office.${office.city}.${field}` as OfficeKey;
}

/** The key of a phone's label ("Lahore & Punjab"), by its index in site.phones. */
export function phoneLabelKey(index: number): PhoneLabelKey {
  return `office.phone${index}` as PhoneLabelKey;
}

/**
 * The offices' and phones' words in the page's language: English pages show
 * site.json's own words, as editors write them; other languages the
 * catalogue's (the "office" messages every page gets from the root loader).
 * Street addresses are not here: they stay in the Latin spelling a courier or
 * a map uses.
 */
export function useOfficeText() {
  const lang = useLang();
  const t = useMessages();
  return {
    name: (office: Office) => (lang === "en" ? office.name : t(officeKey(office, "name"))),
    city: (office: Office) => (lang === "en" ? office.locality : t(officeKey(office, "city"))),
    hours: (office: Office) => (lang === "en" ? office.hours : t(officeKey(office, "hours"))),
    phoneLabel: (index: number) => (lang === "en" ? (site.phones[index] ?? site.phones[0]).label : t(phoneLabelKey(index))),
  };
}
