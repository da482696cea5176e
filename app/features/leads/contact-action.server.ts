import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { visitorAddress } from "~/shared/http/load-context";
import { sendContactMessage } from "./leads.server";
import { readVisitSource } from "~/shared/visit/visit-source.server";
import { contactFormSchema } from "./contact-form-schema";
import { honeypotValue } from "~contract/honeypot";
import { submittedKey } from "~/shared/forms/submission-key";
import { invalidSubmission, sendFailed } from "./lead-action.server";
import { contactWhatsAppMessageIn } from "./lead-text.server";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { contactSentPath } from "./lead-paths";

export async function contactAction({ request, context }: ActionFunctionArgs) {
  // /ur/contact answers in Urdu and records the lead as Urdu.
  const lang = langOfPath(new URL(request.url).pathname);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: contactFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return invalidSubmission(submission, lang);
  try {
    const reference = await sendContactMessage(submission.value, {
      clientIp: visitorAddress(context),
      honeypot: honeypotValue(formData),
      idempotencyKey: submittedKey(formData),
      source: readVisitSource(request),
      language: lang,
    });
    return redirect(pathIn(contactSentPath(reference), lang));
  } catch (error) {
    return sendFailed(submission, error, "contact", contactWhatsAppMessageIn(lang, submission.value.message), lang);
  }
}
