import { t, template } from "~/i18n/catalogue.server";
import { formatDate, formatNumber } from "~/i18n/format";
import type { Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages";
import { en } from "~/i18n/en";
import { formatPakistaniPhone } from "~/shared/site/phone";
import { ISO_DATE } from "~contract/pakistan-time";
import { bookOptions, cityLabel, extraLabel, moveDateLabel, routeLabel, serviceLabel, sizeLabel } from "./lead-labels";
import { contactWhatsAppMessage, quoteWhatsAppMessage, type RequestSummary } from "./lead-messages";
import type { BookOptions } from "./lead-options";
import { formatPriceRange, type PriceRange } from "./price-estimate";

/** English is what lead-labels.ts and lead-messages.ts wrote (staff read those too); Urdu comes from the catalogue. */
type OptionGroup = "service" | "city" | "extra" | "size";

function optionLabel(lang: Lang, group: OptionGroup, id: unknown, english: (id: unknown) => string): string {
  if (lang === "en" || typeof id !== "string") return english(id);
  const key = `option.${group}.${id}` as MessageKey;
  return Object.hasOwn(en, key) ? template(lang, key) : english(id);
}

const serviceLabelIn = (lang: Lang, id: unknown) => optionLabel(lang, "service", id, serviceLabel);
const cityLabelIn = (lang: Lang, id: unknown) => optionLabel(lang, "city", id, cityLabel);
export const sizeLabelIn = (lang: Lang, id: unknown) => optionLabel(lang, "size", id, sizeLabel);
const extraLabelIn = (lang: Lang, id: unknown) => optionLabel(lang, "extra", id, extraLabel);

export function bookOptionsIn(lang: Lang): BookOptions {
  const options = bookOptions();
  if (lang === "en") return options;
  const relabel = (group: OptionGroup, list: BookOptions["services"]) =>
    list.map((option) => ({ ...option, label: optionLabel(lang, group, option.id, () => option.label) }));
  return {
    services: relabel("service", options.services),
    cities: relabel("city", options.cities),
    extras: relabel("extra", options.extras),
    homeSizes: relabel("size", options.homeSizes),
    truckSizes: relabel("size", options.truckSizes),
  };
}

function routeLabelIn(lang: Lang, fromCity: unknown, toCity: unknown): string {
  if (lang === "en") return routeLabel(fromCity, toCity);
  if (fromCity && fromCity === toCity && fromCity !== "other") return t(lang, "lead.within", { city: cityLabelIn(lang, fromCity) });
  // Points the reading way: right to left.
  return `${cityLabelIn(lang, fromCity)} ← ${cityLabelIn(lang, toCity)}`;
}

function moveDateLabelIn(lang: Lang, moveDate: unknown, flexibleDate: unknown): string {
  if (lang === "en") return moveDateLabel(moveDate, flexibleDate);
  const iso = typeof moveDate === "string" && ISO_DATE.test(moveDate) ? moveDate : "";
  const date = iso ? formatDate(lang, `${iso}T12:00:00+05:00`, { weekday: "long", day: "numeric", month: "long", year: "numeric" }) : "";
  const flexible = flexibleDate === true || flexibleDate === "on" || flexibleDate === "true";
  if (date && flexible) return t(lang, "lead.dateFlexible", { date });
  if (date) return date;
  return flexible ? t(lang, "lead.flexible") : t(lang, "lead.notGiven");
}

function priceRangeIn(lang: Lang, range: PriceRange): string {
  if (lang === "en") return formatPriceRange(range);
  const rupees = (amount: number) => t(lang, "price.rupees", { amount: formatNumber(lang, amount) });
  return range.min === range.max ? rupees(range.min) : t(lang, "price.range", { low: rupees(range.min), high: rupees(range.max) });
}

export function quoteWhatsAppMessageIn(lang: Lang, summary: RequestSummary, reference?: string, estimate?: PriceRange | null): string {
  if (lang === "en") return quoteWhatsAppMessage(summary, reference, estimate);
  const intro = reference ? t(lang, "whatsapp.quoteWithReference", { reference }) : t(lang, "whatsapp.quote");
  const request = [
    serviceLabelIn(lang, summary.service),
    routeLabelIn(lang, summary.fromCity, summary.toCity),
    moveDateLabelIn(lang, summary.moveDate, summary.flexibleDate),
    sizeLabelIn(lang, summary.propertySize),
  ]
    .filter(Boolean)
    .join("، ");
  const price = estimate ? t(lang, "whatsapp.estimate", { range: priceRangeIn(lang, estimate) }) : "";
  return `${intro} ${request}۔${price}`;
}

/** When the form could not send it. */
export function contactWhatsAppMessageIn(lang: Lang, message: string): string {
  if (lang === "en") return contactWhatsAppMessage(message);
  const text = message.trim().slice(0, 1000);
  return text ? t(lang, "whatsapp.message", { message: text }) : t(lang, "whatsapp.greeting");
}

export function referenceWhatsAppMessageIn(lang: Lang, reference: string): string {
  if (lang === "en") return `Assalam-o-Alaikum! I sent a quote request on your website, reference ${reference}.`;
  return t(lang, "whatsapp.quoteWithReference", { reference }).replace(/:$/, "۔");
}

export type QuoteSummaryFields = RequestSummary & {
  name?: string;
  phone?: string;
  fromArea: string;
  toArea: string;
  floor: number;
  lift: boolean;
  extras: string[];
};

export function summaryRowsIn(lang: Lang, quote: QuoteSummaryFields): Array<{ label: string; value: string; ltr?: boolean }> {
  const place = (area: string, city: unknown) => (area ? `${area}${lang === "en" ? ", " : "، "}${cityLabelIn(lang, city)}` : cityLabelIn(lang, city));
  return [
    // So a typo in how we reach them can be caught here.
    ...(quote.name ? [{ label: t(lang, "summary.name"), value: quote.name }] : []),
    ...(quote.phone ? [{ label: t(lang, "summary.phone"), value: formatPakistaniPhone(quote.phone), ltr: true }] : []),
    { label: t(lang, "summary.service"), value: serviceLabelIn(lang, quote.service) },
    { label: t(lang, "summary.from"), value: place(quote.fromArea, quote.fromCity) },
    { label: t(lang, "summary.to"), value: place(quote.toArea, quote.toCity) },
    { label: t(lang, "summary.date"), value: moveDateLabelIn(lang, quote.moveDate, quote.flexibleDate) },
    { label: t(lang, "summary.size"), value: sizeLabelIn(lang, quote.propertySize) },
    { label: t(lang, "summary.floor"), value: quote.floor === 0 ? t(lang, "summary.groundFloor") : t(lang, "summary.floorNumber", { floor: quote.floor }) },
    { label: t(lang, "summary.lift"), value: quote.lift ? t(lang, "summary.yes") : t(lang, "summary.no") },
    {
      label: t(lang, "summary.extras"),
      value: quote.extras.length ? quote.extras.map((id) => extraLabelIn(lang, id)).join(lang === "en" ? ", " : "، ") : t(lang, "summary.none"),
    },
  ];
}
