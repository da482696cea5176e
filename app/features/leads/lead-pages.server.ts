import { newSubmissionKey } from "~/shared/forms/submission-key";
import { formConstraint } from "~/shared/forms/form-constraint.server";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { contactFormSchema } from "./contact-form-schema";
import { isCity, isMoveService } from "./lead-labels";
import { bookOptionsIn, quoteWhatsAppMessageIn, referenceWhatsAppMessageIn, summaryRowsIn } from "./lead-text.server";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { messagesFor, t } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { site } from "~/shared/site/site-config";
import type { FieldConstraints } from "~/shared/forms/fields";
import { REFERENCE_PATTERN } from "./lead-paths";
import { todayInPakistan } from "~contract/pakistan-time";
import { estimatePrice } from "./price-estimate";
import { readQuoteSummary } from "./quote-confirmation.server";
import { quoteFormSchema } from "./quote-form-schema";
import { loadRates } from "./rates.server";
import { movePath } from "~contract/moves";
import { officeOfCity } from "~/shared/site/offices";

/** Constraints computed from the zod schemas (limits from the API's own), so the page needs no zod in the browser. */
function constraintOf(schema: Parameters<typeof formConstraint>[0]): FieldConstraints {
  const constraint = formConstraint(schema, { readLimits: true });
  // Conform reads unions as required; the contract's optional e-mail is a union of "" and an address.
  if (constraint.email) constraint.email.required = false;
  return constraint;
}

let quoteConstraint: FieldConstraints | undefined;
let contactConstraint: FieldConstraints | undefined;

function replyPromiseIn(lang: Lang): string {
  return lang === "en" ? site.replyPromise : t(lang, "form.replyPromise");
}

export function bookLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const service = url.searchParams.get("service");
  // A city page's "Get a quote" says where the move starts.
  const fromCity = url.searchParams.get("from");
  quoteConstraint ??= constraintOf(quoteFormSchema);
  return {
    lang,
    messages: messagesFor(lang, ["form", "book", "price", "contact", "thanks"]),
    replyPromise: replyPromiseIn(lang),
    // The move page's: /book's page data stays small.
    rates: { ...loadRates(), inventory: undefined },
    today: todayInPakistan(),
    initialService: isMoveService(service) ? service : null,
    initialFromCity: isCity(fromCity) ? fromCity : null,
    options: bookOptionsIn(lang),
    constraint: quoteConstraint,
    submissionKey: newSubmissionKey(),
  };
}

export function contactLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const sent = url.searchParams.get("sent");
  contactConstraint ??= constraintOf(contactFormSchema);
  return {
    lang,
    messages: messagesFor(lang, ["form", "contactForm", "contact", "thanks", "locate"]),
    replyPromise: replyPromiseIn(lang),
    sent: sent && REFERENCE_PATTERN.test(sent) ? sent : null, constraint: contactConstraint, submissionKey: newSubmissionKey() };
}

/** The summary comes from a short-lived cookie (no personal data in the URL); without it, the reference alone. */
export async function loadThanks({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const reference = url.searchParams.get("ref")?.trim().toUpperCase() ?? "";
  if (!REFERENCE_PATTERN.test(reference)) throw redirect(pathIn("/book", lang));
  const quote = await readQuoteSummary(request, reference, lang);
  const page = { lang, messages: messagesFor(lang, ["thanks", "book", "price"]), replyPromise: replyPromiseIn(lang) };
  if (!quote) {
    return {
      ...page,
      reference,
      summary: null,
      estimate: null,
      movePath: null,
      whatsappText: referenceWhatsAppMessageIn(lang, reference),
      pagePhoneIndex: null,
    };
  }
  const estimate = estimatePrice(loadRates(), quote);
  return {
    ...page,
    reference,
    summary: summaryRowsIn(lang, quote),
    estimate,
    movePath: quote.moveToken ? pathIn(movePath(quote.moveToken), lang) : null,
    whatsappText: quoteWhatsAppMessageIn(lang, quote, reference, estimate),
    // The office of the city the move starts from answers it.
    pagePhoneIndex: officeOfCity(quote.fromCity)?.phoneIndex ?? null,
  };
}
