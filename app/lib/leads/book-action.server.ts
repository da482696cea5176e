import { parseWithZod } from "~/lib/forms/parse-with-zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { visitorAddress } from "~/lib/http/load-context";
import { sendQuote } from "~/lib/api/leads.server";
import { submittedKey } from "./submission-key";
import { honeypotValue } from "~contract/honeypot";
import { invalidSubmission, sendFailed } from "./lead-action.server";
import { quoteWhatsAppMessage } from "./lead-messages";
import { quoteFormSchema } from "./quote-form-schema";
import { thanksPath } from "./lead-paths";
import { quoteSummaryCookie } from "./quote-confirmation.server";
import { readVisitSource } from "./visit-source.server";

/** POST /book: validate, hand the request to the API, then the confirmation page. */
export async function bookAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: quoteFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return invalidSubmission(submission);

  const quote = submission.value;
  let reference: string;
  try {
    reference = await sendQuote(quote, {
      clientIp: visitorAddress(context),
      honeypot: honeypotValue(formData),
      idempotencyKey: submittedKey(formData),
      source: readVisitSource(request),
    });
  } catch (error) {
    return sendFailed(submission, error, "quote", quoteWhatsAppMessage(quote));
  }
  const cookie = await quoteSummaryCookie({
    reference,
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
  });
  return redirect(thanksPath(reference), { headers: { "Set-Cookie": cookie } });
}
