import { useLang } from "~/i18n/use-lang";
import type { MessageKey } from "~/i18n/messages";
import { useMessages } from "~/i18n/use-messages";
import { site, type Office } from "~/shared/site/site-config";

type OfficeField = "name" | "city" | "hours";
type OfficeKey = Extract<MessageKey, `office.${string}.${OfficeField}`>;
type PhoneLabelKey = Extract<MessageKey, `office.phone${number}`>;

/** office-text.test.ts checks every office of site.json has them. */
export function officeKey(office: Pick<Office, "city">, field: OfficeField): OfficeKey {
  return `office.${office.city}.${field}` as OfficeKey;
}

export function phoneLabelKey(index: number): PhoneLabelKey {
  return `office.phone${index}` as PhoneLabelKey;
}

/** English pages show site.json's own words; others the catalogue's. Street addresses stay in Latin spelling for couriers and maps. */
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
