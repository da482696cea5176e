import { ApiError } from "~/lib/api/client.server";
import { expireAndRedirect } from "~/lib/session/require-staff.server";
import { loginRedirect, readStaffSession } from "~/lib/session/session.server";

/**
 * The token for a staff page's loader. The _admin layout's loader checks the
 * token with the API (requireStaff) in parallel and redirects to /login when
 * it is dead, so child loaders only read the cookie instead of asking the
 * API a second time. Actions have no such parent: they call requireStaff.
 */
export async function staffToken(request: Request): Promise<string> {
  const session = await readStaffSession(request);
  if (!session) loginRedirect(request);
  return session.token;
}

/** A 401 from the API mid-request: the token died, so behave as if there were none. */
export async function rethrowUnauthorized(request: Request, error: unknown): Promise<void> {
  if (error instanceof ApiError && error.status === 401) await expireAndRedirect(request);
}
