import { site } from "~/shared/site/site-config";
import { formatPriceRange, type PriceRange } from "./price-estimate";
import { moveDateLabel, routeLabel, serviceLabel, sizeLabel } from "./lead-labels";

/** docs/requirements.md: "a WhatsApp chat with a prefilled greeting". Short: WhatsApp shows them in a text box. */
export type RequestSummary = {
  service: unknown;
  fromCity: unknown;
  toCity: unknown;
  moveDate: unknown;
  flexibleDate: unknown;
  propertySize: unknown;
};

/** "House moving, Lahore → Islamabad / Rawalpindi, Sat 15 Mar 2025, 2 bedrooms" */
export function describeRequest(summary: RequestSummary): string {
  return [
    serviceLabel(summary.service),
    routeLabel(summary.fromCity, summary.toCity),
    moveDateLabel(summary.moveDate, summary.flexibleDate),
    sizeLabel(summary.propertySize),
  ]
    .filter(Boolean)
    .join(", ");
}

export function quoteWhatsAppMessage(summary: RequestSummary, reference?: string, estimate?: PriceRange | null): string {
  const intro = reference
    ? `Assalam-o-Alaikum! I sent a quote request on your website, reference ${reference}:`
    : "Assalam-o-Alaikum! I would like a quote for a move:";
  const price = estimate ? ` The website estimate was ${formatPriceRange(estimate)}.` : "";
  return `${intro} ${describeRequest(summary)}.${price}`;
}

export function contactWhatsAppMessage(message: string): string {
  const text = message.trim().slice(0, 1000);
  return text ? `Assalam-o-Alaikum! ${text}` : site.whatsapp.greeting;
}

/** The reference tells the customer what it is about. */
export function staffWhatsAppGreeting(lead: { name: string; reference: string; kind: "quote" | "contact" }): string {
  const what = lead.kind === "quote" ? "your quote request" : "your message";
  const name = lead.name.trim().split(/\s+/)[0] ?? "";
  return `Assalam-o-Alaikum${name ? ` ${name}` : ""}! This is ${site.companyName} about ${what} ${lead.reference}.`;
}

export function estimateWhatsAppMessage(estimate: { name: string; reference: string; total: string; url: string }): string {
  const name = estimate.name.trim().split(/\s+/)[0] ?? "";
  return (
    `Assalam-o-Alaikum${name ? ` ${name}` : ""}! Here is your moving estimate from ${site.companyName} (${estimate.reference}): ${estimate.total}. ` +
    `You can see it, print it and accept it here: ${estimate.url}`
  );
}
