import { createCookie } from "@remix-run/node";

/** A logout shows within this. */
const ANSWER_MS = 5_000;
const MAX_REMEMBERED = 1_000;
const ASK_TIMEOUT_MS = 3_000;

/** Chooses the editor's large body limit; asks the API because a revoked session's cookie is still signed. */
export function staffCookieReader(secrets: string[], apiUrl?: string): (cookieHeader: string | undefined) => Promise<boolean> {
  const cookie = createCookie("__session", { secrets });
  const answers = new Map<string, { live: Promise<boolean>; until: number }>();
  const ask = (token: string): Promise<boolean> => {
    if (!apiUrl) return Promise.resolve(true);
    const now = Date.now();
    const known = answers.get(token);
    if (known && known.until > now) return known.live;
    const live = fetch(`${apiUrl}/api/me`, { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" }, signal: AbortSignal.timeout(ASK_TIMEOUT_MS) })
      .then(async (res) => {
        await res.body?.cancel();
        return res.ok;
      })
      .catch(() => false);
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    answers.set(token, { live, until: now + ANSWER_MS });
    return live;
  };
  return async (cookieHeader) => {
    if (!cookieHeader || !cookieHeader.includes("__session=")) return false;
    let token: unknown;
    try {
      token = ((await cookie.parse(cookieHeader)) as { token?: unknown } | null)?.token;
    } catch {
      return false;
    }
    return typeof token === "string" && token.length > 0 && (await ask(token));
  };
}
