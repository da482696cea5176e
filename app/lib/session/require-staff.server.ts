import { redirect } from "@remix-run/node";
import { fetchMe } from "~/lib/api/auth.server";
import { ApiError } from "~/lib/api/client.server";
import { apiUnavailableResponse, isApiUnavailable } from "~/lib/api/unavailable.server";
import { destroySessionCookie, loginRedirect, readStaffSession, type StaffSession } from "./session.server";

/**
 * Guards the staff pages (spec §2 protected routes): no session → /login with
 * a way back; a token the API no longer accepts (expired, revoked) behaves
 * exactly like no token. An API that cannot be reached makes the page a 503.
 */
export async function requireStaff(request: Request): Promise<StaffSession> {
  const session = await readStaffSession(request);
  if (!session) loginRedirect(request);
  try {
    const user = await fetchMe(session.token);
    return { token: session.token, user };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await expireAndRedirect(request);
    }
    // Hung or restarting: a 503 page that says to try again, not a 500.
    if (isApiUnavailable(error)) throw apiUnavailableResponse();
    throw error;
  }
}

/** Clears a dead session and sends the visitor to log in again. */
export async function expireAndRedirect(request: Request): Promise<never> {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  throw redirect(`/login?${new URLSearchParams({ redirectTo })}`, {
    headers: { "Set-Cookie": await destroySessionCookie(request) },
  });
}
