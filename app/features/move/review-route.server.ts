import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { DAMAGE_ROOM, reviewInputSchema } from "~contract/move-care";
import { movePath } from "~contract/moves";
import { messagesFor, t } from "~/i18n/catalogue.server";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { localizeErrors } from "~/i18n/field-errors.server";
import type { Lang } from "~/i18n/languages";
import { isApiRefusal, isApiStatus, failureStatus } from "~/shared/api/api-failure.server";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { newSubmissionKey, submittedKey } from "~/shared/forms/submission-key";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { saveMoveReview, uploadMovePhotos } from "./move-api.server";
import { reviewPath } from "./move-care.server";
import { checkToken, moveMessageIn } from "./move-view.server";

/** A refused answer is shown here with the form again. */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

const backTo = (token: string, lang: Lang, done: string) => `${pathIn(movePath(token), lang)}?done=${done}#review`;

export function loader({ request, params }: LoaderFunctionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const token = checkToken(params.token);
  return { lang, messages: messagesFor(lang, ["move", "care"]), backPath: `${pathIn(movePath(token), lang)}#review` };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const token = checkToken(params.token);
  const formData = await request.formData();
  const page = { actionPath: reviewPath(token, lang) };
  const refused = (error: unknown) => {
    if (isApiStatus(error, 404)) throw data("Not found", { status: 404 });
    return {
      status: failureStatus(error, 503),
      message: isApiRefusal(error) && error.serverMessage ? moveMessageIn(lang, error.serverMessage) : t(lang, "care.reviewFailed"),
    };
  };

  if (formData.get("intent") === "photos") {
    const files = formData.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
    try {
      await uploadMovePhotos(token, DAMAGE_ROOM, files);
    } catch (error) {
      const { status, message } = refused(error);
      return data({ ...page, form: null, formError: message }, { status });
    }
    return redirect(backTo(token, lang, "damage"));
  }

  const key = submittedKey(formData) ?? newSubmissionKey();
  const submission = parseWithZod(formData, { schema: reviewInputSchema });
  const sent = { rating: Number(formData.get("rating")) || null, comment: String(formData.get("comment") ?? ""), key };
  if (submission.status !== "success") {
    const errors = localizeErrors(lang, (submission.reply().error ?? {}) as Record<string, string[] | undefined>);
    return data({ ...page, form: { ...sent, errors, formError: null }, formError: null }, { status: 400 });
  }
  try {
    await saveMoveReview(token, submission.value, key);
  } catch (error) {
    const { status, message } = refused(error);
    return data({ ...page, form: { ...sent, errors: {}, formError: message }, formError: null }, { status });
  }
  return redirect(backTo(token, lang, "review"));
}
