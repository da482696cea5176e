import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { logout } from "./auth.server";
import { destroySessionCookie, readStaffSession } from "~/shared/staff/session.server";
import { LOGIN_MESSAGES } from "./login-messages";

/** A failure at the API must not keep anyone logged in. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await readStaffSession(request);
  if (session) {
    await logout(session.token).catch((error: unknown) => {
      console.warn("Logout: the API did not revoke the token:", error instanceof Error ? error.message : error);
    });
  }
  return redirectWithToast(
    "/login",
    { type: "success", message: LOGIN_MESSAGES.loggedOut },
    { headers: { "Set-Cookie": await destroySessionCookie(request) } },
  );
}

/** Logging out changes state: a plain visit does nothing. */
export function loader() {
  return redirect("/");
}
