import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { login } from "./auth.server";
import { visitorAddress } from "~/shared/http/load-context";
import { deviceTokenCookie, readDeviceToken } from "./device-cookie.server";
import { commitStaffSession, safeRedirectPath } from "~/shared/staff/session.server";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { loginFormSchema } from "./login-schema";
import { LOGIN_MESSAGES } from "./login-messages";
import { loginErrorMessage } from "./login-outcome.server";
import { isApiAnswer, API_RETRY_AFTER_SECONDS, API_UNAVAILABLE_MESSAGE, isApiUnavailable } from "~/shared/api/api-failure.server";

/** Forwards the visitor's address and device cookie so the API limits per visitor and per known browser. */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginFormSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  try {
    const answer = await login(email, password, visitorAddress(context), await readDeviceToken(request));
    const headers = new Headers({ "Set-Cookie": await commitStaffSession(request, answer) });
    // This browser is now known for the account (ADR 019).
    if (answer.deviceToken) headers.append("Set-Cookie", await deviceTokenCookie(answer.deviceToken));
    return redirectWithToast(safeRedirectPath(redirectTo, "/blog-list"), { type: "success", message: LOGIN_MESSAGES.success }, { headers });
  } catch (error) {
    const answered = isApiAnswer(error);
    if (!answered || error.status! >= 500) console.error("Login failed upstream:", error);
    const unavailable = isApiUnavailable(error);
    const status = answered && error.status! < 500 ? error.status! : unavailable ? 503 : 502;
    const headers = unavailable ? { "Retry-After": String(API_RETRY_AFTER_SECONDS) } : undefined;
    const formErrors = unavailable ? [loginErrorMessage(error), API_UNAVAILABLE_MESSAGE] : [loginErrorMessage(error)];
    return data(submission.reply({ formErrors, hideFields: ["password"] }), { status, headers });
  }
}
