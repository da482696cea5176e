import { createCookieSessionStorage, redirect, type SessionStorage } from "@remix-run/node";
import { z } from "zod";
import { cookieOptions } from "~/shared/http/cookie-options.server";

/** Epic Stack's redirectWithToast. */
const toastSchema = z.object({
  type: z.enum(["success", "error", "message"]).default("message"),
  message: z.string().min(1).max(300),
});
export type Toast = z.infer<typeof toastSchema>;

type ToastData = { toast: Toast };
let storage: SessionStorage<ToastData, ToastData> | undefined;
// Made on first use, so it reads the environment the server started with.
const toastStorage = () => (storage ??= createCookieSessionStorage<ToastData, ToastData>({ cookie: { name: "__toast", ...cookieOptions() } }));

export async function toastCookie(toast: Toast): Promise<string> {
  const session = await toastStorage().getSession();
  session.flash("toast", toast);
  return toastStorage().commitSession(session);
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { ...init, headers });
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const raw = session.get("toast");
  if (!raw) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    headers: new Headers({ "Set-Cookie": await toastStorage().destroySession(session) }),
  };
}
