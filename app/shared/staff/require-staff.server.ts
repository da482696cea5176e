import { redirect } from "@remix-run/node";
import { fetchMe } from "./me.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { destroySessionCookie, loginRedirect, readStaffSession, type StaffSession } from "./session.server";
import { isApiStatus, apiUnavailableResponse, isApiUnavailable } from "~/shared/api/api-failure.server";
import type { StaffToken } from "~/shared/api/client.server";

type GuardOptions = {
  /**
   * "redirect" (the default) sends a visitor without a session to /login with a way back;
   * "json" answers a script (the editor's autosave) with a JSON 401 it can show.
   */
  respond?: "redirect" | "json";
};

/** Signed-in staff: every API call with this token answers a dead token as the guard does. */
type Staff = { token: StaffToken; user: StaffSession["user"] };

/** A token the API no longer accepts behaves exactly like none; an unreachable API makes the page a 503. */
export async function requireStaff(request: Request, { respond = "redirect" }: GuardOptions = {}): Promise<Staff> {
  const session = await readStaffSession(request);
  if (!session) {
    if (respond === "json") throw unauthorizedJson();
    loginRedirect(request);
  }
  const expired = async () => {
    const headers = { "Set-Cookie": await destroySessionCookie(request) };
    return respond === "json" ? unauthorizedJson(headers) : expiredRedirect(request, headers);
  };
  try {
    const user = await checkedUser(request, session.token);
    return { token: { value: session.token, expired }, user };
  } catch (error) {
    if (isApiStatus(error, 401)) throw await expired();
    // Hung or restarting: a 503 page that says to try again, not a 500.
    if (isApiUnavailable(error)) throw apiUnavailableResponse();
    throw error;
  }
}

/**
 * Asks the API once per request, shared by the layout's and child's loaders. Trusting the signed cookie
 * alone served revoked sessions, and anyone naming the child alone in `_routes` skipped the layout.
 */
const checked = new WeakMap<Request, Promise<StaffSession["user"]>>();
function checkedUser(request: Request, token: string): Promise<StaffSession["user"]> {
  let user = checked.get(request);
  if (!user) {
    user = fetchMe(token);
    checked.set(request, user);
  }
  return user;
}

/** For showing staff links on public pages. */
export async function liveStaffSession(request: Request): Promise<StaffSession | null> {
  const session = await readStaffSession(request);
  if (!session) return null;
  try {
    return { token: session.token, user: await checkedUser(request, session.token) };
  } catch {
    return null;
  }
}

/** The session is cleared and staff log in again, coming back to this page. */
function expiredRedirect(request: Request, headers: HeadersInit): Response {
  const url = new URL(request.url);
  return redirect(`/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`, { headers });
}

function unauthorizedJson(headers: Record<string, string> = {}): Response {
  return Response.json({ status: "unauthorized" }, { status: 401, headers: { ...headers, "Cache-Control": PRIVATE_NO_STORE } });
}
