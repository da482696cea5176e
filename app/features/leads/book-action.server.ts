import { officeOfCity } from "~/shared/site/offices";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { visitorAddress } from "~/shared/http/load-context";
import { sendQuote } from "./leads.server";
import { submittedKey } from "~/shared/forms/submission-key";
import { honeypotValue } from "~contract/honeypot";
import { invalidSubmission, sendFailed } from "./lead-action.server";
import { quoteWhatsAppMessageIn } from "./lead-text.server";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { quoteFormSchema } from "./quote-form-schema";
import { thanksPath } from "./lead-paths";
import { quoteSummaryCookie } from "./quote-confirmation.server";
import { readVisitSource } from "~/shared/visit/visit-source.server";

export async function bookAction({ request, context }: ActionFunctionArgs) {
  // /ur/book answers in Urdu and records the lead as Urdu.
  const lang = langOfPath(new URL(request.url).pathname);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: quoteFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return invalidSubmission(submission, lang);

  const quote = submission.value;
  let sent: { reference: string; moveToken?: string };
  try {
    sent = await sendQuote(quote, {
      clientIp: visitorAddress(context),
      honeypot: honeypotValue(formData),
      idempotencyKey: submittedKey(formData),
      source: readVisitSource(request),
      language: lang,
    });
  } catch (error) {
    return sendFailed(submission, error, "quote", quoteWhatsAppMessageIn(lang, quote), lang, officeOfCity(quote.fromCity)?.phoneIndex ?? null);
  }
  const { reference, moveToken } = sent;
  const cookie = await quoteSummaryCookie({
    reference,
    moveToken,
    name: quote.name,
    phone: quote.phone,
    service: quote.service,
    fromCity: quote.fromCity,
    toCity: quote.toCity,
    moveDate: quote.moveDate,
    flexibleDate: quote.flexibleDate,
    propertySize: quote.propertySize,
    fromArea: quote.fromArea,
    toArea: quote.toArea,
    floor: quote.floor,
    lift: quote.lift,
    extras: quote.extras,
  }, lang);
  return redirect(pathIn(thanksPath(reference), lang), { headers: { "Set-Cookie": cookie } });
}
