import { parseWithZod } from "~/lib/forms/parse-with-zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { visitorAddress } from "~/lib/http/load-context";
import { sendContactMessage } from "~/lib/api/leads.server";
import { readVisitSource } from "./visit-source.server";
import { contactFormSchema } from "./contact-form-schema";
import { honeypotValue } from "~contract/honeypot";
import { submittedKey } from "./submission-key";
import { invalidSubmission, sendFailed } from "./lead-action.server";
import { contactWhatsAppMessage } from "./lead-messages";
import { contactSentPath } from "./lead-paths";

/** POST /contact: validate, hand the message to the API, then the inline confirmation. */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: contactFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    const reference = await sendContactMessage(submission.value, {
      clientIp: visitorAddress(context),
      honeypot: honeypotValue(formData),
      idempotencyKey: submittedKey(formData),
      source: readVisitSource(request),
    });
    return redirect(contactSentPath(reference));
  } catch (error) {
    return sendFailed(submission, error, "contact", contactWhatsAppMessage(submission.value.message));
  }
}
