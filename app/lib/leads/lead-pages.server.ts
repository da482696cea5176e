import { newSubmissionKey } from "./submission-key";
import { getZodConstraint } from "@conform-to/zod/v4";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { LEAD_LIMITS } from "~contract/leads";
import { contactFormSchema } from "./contact-form-schema";
import { bookOptions, cityLabel, extraLabel, isMoveService, moveDateLabel, serviceLabel, sizeLabel } from "./lead-labels";
import { quoteWhatsAppMessage } from "./lead-messages";
import type { FieldConstraints } from "./lead-options";
import { REFERENCE_PATTERN } from "./lead-paths";
import { todayInPakistan } from "./pakistan-date";
import { estimatePrice } from "./price-estimate";
import { readQuoteSummary } from "./quote-confirmation.server";
import { quoteFormSchema } from "./quote-form-schema";
import { loadRates } from "./rates.server";
import { officeOfCity } from "../offices";

/**
 * Loaders of /book and /contact. They send the form's choices and its
 * native constraints (required, maxlength…) computed from the zod schemas,
 * so the page itself does not need zod in the browser.
 */
function constraintOf(schema: Parameters<typeof getZodConstraint>[0]): FieldConstraints {
  // A plain copy: Conform's result does not take new values.
  const constraint: FieldConstraints = Object.fromEntries(
    Object.entries(getZodConstraint(schema) as FieldConstraints).map(([name, rules]) => [name, { ...rules }]),
  );
  const add = (name: string, rules: FieldConstraints[string]) => {
    if (constraint[name]) constraint[name] = { ...constraint[name], ...rules };
  };
  // Conform reads unions as required; the contract's optional e-mail is a union of "" and an address.
  add("email", { required: false, maxLength: LEAD_LIMITS.email });
  // Limits Conform does not read through trim(), transforms and coercion.
  add("name", { maxLength: LEAD_LIMITS.name });
  add("phone", { maxLength: 30 });
  add("fromArea", { maxLength: LEAD_LIMITS.area });
  add("toArea", { maxLength: LEAD_LIMITS.area });
  add("notes", { maxLength: LEAD_LIMITS.notes });
  add("message", { maxLength: LEAD_LIMITS.message });
  add("floor", { min: 0, max: 100 });
  return constraint;
}

let quoteConstraint: FieldConstraints | undefined;
let contactConstraint: FieldConstraints | undefined;

export function bookLoader({ request }: LoaderFunctionArgs) {
  const service = new URL(request.url).searchParams.get("service");
  quoteConstraint ??= constraintOf(quoteFormSchema);
  return {
    rates: loadRates(),
    today: todayInPakistan(),
    initialService: isMoveService(service) ? service : null,
    options: bookOptions(),
    constraint: quoteConstraint,
    submissionKey: newSubmissionKey(),
  };
}

export function contactLoader({ request }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get("sent");
  contactConstraint ??= constraintOf(contactFormSchema);
  return { sent: sent && REFERENCE_PATTERN.test(sent) ? sent : null, constraint: contactConstraint, submissionKey: newSubmissionKey() };
}

/**
 * /book/thanks?ref=…: the reference from the address, the summary from the
 * short-lived cookie the /book action set (no personal data in the URL).
 * Opened later or elsewhere it still confirms the reference, without it.
 */
/** "DHA Phase 5, Karachi", or the city alone when no area was given. */
function placeLabel(area: string, city: string): string {
  return area ? `${area}, ${cityLabel(city)}` : cityLabel(city);
}

export async function loadThanks({ request }: LoaderFunctionArgs) {
  const reference = new URL(request.url).searchParams.get("ref")?.trim().toUpperCase() ?? "";
  if (!REFERENCE_PATTERN.test(reference)) throw redirect("/book");
  const quote = await readQuoteSummary(request, reference);
  if (!quote) {
    return {
      reference,
      summary: null,
      estimate: null,
      whatsappText: `Assalam-o-Alaikum! I sent a quote request on your website, reference ${reference}.`,
      pagePhoneIndex: null,
    };
  }
  const estimate = estimatePrice(loadRates(), quote);
  return {
    reference,
    summary: [
      { label: "Service", value: serviceLabel(quote.service) },
      { label: "From", value: placeLabel(quote.fromArea, quote.fromCity) },
      { label: "To", value: placeLabel(quote.toArea, quote.toCity) },
      { label: "Date", value: moveDateLabel(quote.moveDate, quote.flexibleDate) },
      { label: "Size", value: sizeLabel(quote.propertySize) },
      { label: "Floor", value: quote.floor === 0 ? "Ground floor" : `Floor ${quote.floor}` },
      { label: "Lift", value: quote.lift ? "Yes" : "No" },
      { label: "Extras", value: quote.extras.length ? quote.extras.map(extraLabel).join(", ") : "None" },
    ],
    estimate,
    whatsappText: quoteWhatsAppMessage(quote, reference, estimate),
    // The office of the city the move starts from answers it (issue 19).
    pagePhoneIndex: officeOfCity(quote.fromCity)?.phoneIndex ?? null,
  };
}
