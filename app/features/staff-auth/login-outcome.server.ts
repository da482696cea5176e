import { failureMessage } from "~/shared/api/api-failure.server";
import { LOGIN_MESSAGES } from "./login-messages";

/** docs/requirements.md (Messages), shown under the form and as a toast. Pure, so the branches a real API rarely takes are unit-tested. */
export function loginErrorMessage(error: unknown): string {
  // 429 and any other answer: the server's own words when it sent some.
  return failureMessage(error, {
    status: { 401: LOGIN_MESSAGES.unauthorized, 500: LOGIN_MESSAGES.serverError },
    answered: LOGIN_MESSAGES.failed,
    serverMessage: true,
    unreachable: LOGIN_MESSAGES.failed,
    broken: LOGIN_MESSAGES.failed,
  });
}
