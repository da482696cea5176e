import { z } from "zod";
import "~contract/people-errors";
import { LOGIN_MESSAGES } from "~/shared/staff/messages";

/**
 * docs/requirements.md (Messages): email and password required, with exactly these messages; no
 * format check beyond the browser's type=email input. Client-safe.
 */
export const loginFormSchema = z.object({
  email: z.string({ error: LOGIN_MESSAGES.emailRequired }).trim().min(1, LOGIN_MESSAGES.emailRequired).max(254),
  password: z.string({ error: LOGIN_MESSAGES.passwordRequired }).min(1, LOGIN_MESSAGES.passwordRequired).max(1024),
  redirectTo: z.string().max(2000).optional(),
});
