import { z } from "zod";
import "~contract/people-errors";
import { LOGIN_MESSAGES } from "./login-messages";

/** docs/requirements.md (Messages): exactly these messages; no format check beyond type=email. */
export const loginFormSchema = z.object({
  email: z.string({ error: LOGIN_MESSAGES.emailRequired }).trim().min(1, LOGIN_MESSAGES.emailRequired).max(254),
  password: z.string({ error: LOGIN_MESSAGES.passwordRequired }).min(1, LOGIN_MESSAGES.passwordRequired).max(1024),
  redirectTo: z.string().max(2000).optional(),
});
