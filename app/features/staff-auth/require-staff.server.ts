import { redirect } from "@remix-run/node";
import { fetchMe } from "./auth.server";
import { apiUnavailableResponse, isApiUnavailable } from "~/shared/api/unavailable.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { destroySessionCookie, loginRedirect, readStaffSession, type StaffSession } from "./session.server";
import { isApiStatus } from "~/shared/api/api-failure.server";

type GuardOptions = {
  /**
   * "api" (the default) asks the API whether the token still lives. "cookie" only reads the
   * signed cookie: for loaders under the _admin layout, whose own loader asks the API in
   * parallel and sends a dead session to /login, so a child need not ask a second time.
   */
  check?: "api" | "cookie";
  /**
   * "redirect" (the default) sends a visitor without a session to /login with a way back;
   * "json" answers a script (the editor's autosave) with a JSON 401 it can show.
   */
  respond?: "redirect" | "json";
};

/**
 * The one guard for every staff route, pages and JSON alike (DESIGN "Login state"): no session
 * means /login (or a JSON 401); a token the API no longer accepts (expired, revoked) behaves
 * exactly like no token; an API that cannot be reached makes the page a 503.
 */
export async function requireStaff(request: Request, { check = "api", respond = "redirect" }: GuardOptions = {}): Promise<StaffSession> {
  const session = await readStaffSession(request);
  if (!session) {
    if (respond === "json") throw unauthorizedJson();
    loginRedirect(request);
  }
  if (check === "cookie") return session;
  try {
    const user = await fetchMe(session.token);
    return { token: session.token, user };
  } catch (error) {
    if (isUnauthorized(error)) {
      if (respond === "json") throw unauthorizedJson();
      await expireAndRedirect(request);
    }
    // Hung or restarting: a 503 page that says to try again, not a 500.
    if (isApiUnavailable(error)) throw apiUnavailableResponse();
    throw error;
  }
}

/** A 401 from the API mid-request: the token died, so behave as if there were none. */
export async function rethrowUnauthorized(request: Request, error: unknown): Promise<void> {
  if (isUnauthorized(error)) await expireAndRedirect(request);
}

/** Clears a dead session and sends the visitor to log in again. */
export async function expireAndRedirect(request: Request): Promise<never> {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  throw redirect(`/login?${new URLSearchParams({ redirectTo })}`, {
    headers: { "Set-Cookie": await destroySessionCookie(request) },
  });
}

/** The answer a script gets when the session is gone: it tells the staff member to log in again. */
export function unauthorizedJson(): Response {
  return Response.json({ status: "unauthorized" }, { status: 401, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

function isUnauthorized(error: unknown): boolean {
  return isApiStatus(error, 401);
}
