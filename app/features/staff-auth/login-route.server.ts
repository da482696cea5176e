import { redirect, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { loginAction } from "./login.server";
import { readStaffSession } from "~/shared/staff/session.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { formConstraint } from "~/shared/forms/form-constraint.server";
import { loginFormSchema } from "./login-schema";

const constraint = formConstraint(loginFormSchema);

/** docs/requirements.md (Routes). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await readStaffSession(request)) throw redirect("/");
  return { constraint };
}

export const action = loginAction;

// Retry-After, when the API could not be reached, comes from the action.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": PRIVATE_NO_STORE, ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};
