import { z } from "zod";
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { moveAddressesInputSchema } from "~contract/jobs";
import { movePath } from "~contract/moves";
import { messagesFor, t } from "~/i18n/catalogue.server";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { localizeResult } from "~/i18n/field-errors.server";
import { isApiRefusal, isApiStatus, failureStatus } from "~/shared/api/api-failure.server";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { newSubmissionKey } from "~/shared/forms/submission-key";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { fetchBooking, fetchMove, saveMoveAddresses } from "./move-api.server";
import { checkToken, moveMessageIn } from "./move-view.server";

/** A retry with the form's key is stored once. */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

const formSchema = moveAddressesInputSchema.extend({ [IDEMPOTENCY_KEY_FIELD]: z.string().max(100).optional() });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const token = checkToken(params.token);
  let move, booking;
  try {
    [move, booking] = await Promise.all([fetchMove(token), fetchBooking(token)]);
  } catch (error) {
    if (isApiStatus(error, 404)) throw data("Not found", { status: 404 });
    throw error;
  }
  return {
    lang,
    messages: messagesFor(lang, ["move", "form"]),
    reference: move.reference,
    addresses: booking.addresses,
    backPath: `${pathIn(movePath(token), lang)}#booking`,
    key: newSubmissionKey(),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const token = checkToken(params.token);
  const submission = parseWithZod(await request.formData(), { schema: formSchema });
  if (submission.status !== "success") return data({ result: localizeResult(lang, submission.reply()) }, { status: 400 });
  const { [IDEMPOTENCY_KEY_FIELD]: key, ...input } = submission.value;
  try {
    await saveMoveAddresses(token, input, key);
  } catch (error) {
    if (isApiStatus(error, 404)) throw data("Not found", { status: 404 });
    const message = isApiRefusal(error) && error.serverMessage ? moveMessageIn(lang, error.serverMessage) : t(lang, "move.failed");
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: failureStatus(error, 503) });
  }
  return redirect(`${pathIn(movePath(token), lang)}?saved=addresses#booking`);
}
