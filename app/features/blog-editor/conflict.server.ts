import { z } from "zod";
import { pakistanDateTime } from "./autosave";
import { isApiStatus } from "~/shared/api/api-failure.server";

export { pakistanDateTime };

/** The API refuses the second save with a 409 naming the current version; what was typed is kept. */
export type ConflictInfo = { currentVersion: number; updatedAt: string; savedBy: string | null; message: string };

const conflictAnswer = z.object({
  error: z.literal("conflict"),
  currentVersion: z.number().int(),
  updatedAt: z.string(),
  savedBy: z.union([z.string(), z.object({ name: z.string() }).passthrough()]).nullable().optional(),
});

function conflictMessage(savedBy: string | null, updatedAt: string): string {
  const who = savedBy ? savedBy : "Another staff member";
  return `${who} changed this post on ${pakistanDateTime(updatedAt)} (Pakistan time), after you opened it. Nothing was overwritten: your changes are still in this form and were not saved.`;
}

/** null for any other error. */
export function conflictOf(error: unknown): ConflictInfo | null {
  if (!isApiStatus(error, 409)) return null;
  const parsed = conflictAnswer.safeParse(error.payload);
  if (!parsed.success) return null;
  const { savedBy, updatedAt, currentVersion } = parsed.data;
  const name = typeof savedBy === "string" ? savedBy : (savedBy?.name ?? null);
  if (Number.isNaN(Date.parse(updatedAt))) return null;
  return { currentVersion, updatedAt, savedBy: name, message: conflictMessage(name, updatedAt) };
}
