import { z } from "zod";
import "./people-errors";

export const loginInputSchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(254),
  password: z.string().min(1, "Password is required").max(1024),
  /** ADR 019; anything malformed is an unknown device. */
  deviceToken: z.string().max(200).optional().catch(undefined),
});

export const userSchema = z.object({
  _id: z.string(),
  id: z.string().optional(),
  name: z.string(),
  email: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

export const loginAnswerSchema = z.object({ token: z.string().min(1), user: userSchema, deviceToken: z.string().optional() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const usersAnswerSchema = z.object({ Users: z.array(z.object({ _id: z.string(), name: z.string() })) });

export const meAnswerSchema = z.object({ user: userSchema });
