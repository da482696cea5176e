import { ApiError } from "~/lib/api/client.server";
import { BLOG_SAVE_MESSAGES, LOGIN_MESSAGES } from "./messages";

/**
 * Turns what the API did into the spec's §8 messages. Pure functions, so
 * every branch (including the ones a real API rarely takes: 500, timeouts)
 * is unit-tested.
 */

/** Login failure → the message shown under the form (and as a toast). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === "http") {
    if (error.status === 401) return LOGIN_MESSAGES.unauthorized;
    if (error.status === 500) return LOGIN_MESSAGES.serverError;
    // 429 (throttled) and anything else: the server's own words when it sent some.
    return error.serverMessage || LOGIN_MESSAGES.failed;
  }
  return LOGIN_MESSAGES.failed;
}

export type EditorMode = "create" | "edit";

export function blogSavedMessage(mode: EditorMode): string {
  return mode === "create" ? BLOG_SAVE_MESSAGES.created : BLOG_SAVE_MESSAGES.updated;
}

/** Field names of the editor form, keyed by the API's multipart field names. */
const EDITOR_FIELD_OF: Record<string, string> = {
  title: "title",
  shortDesc: "shortDesc",
  detailedDesc: "detailedDesc",
  tags: "tags",
  images: "uploads",
  imageAlt: "uploads",
  status: "status",
};

export type SaveFailure = {
  message: string;
  /** The API's per-field messages, renamed to the editor's fields. */
  fieldErrors?: Record<string, string[]>;
  /** The API stored nothing because it never answered (or the web app failed). */
  exception: boolean;
};

/**
 * Spec §8 "Blog save failure" (the API answered, but not 200/201) and "Blog
 * save exception" (no answer: network, timeout, or a bug of ours).
 */
export function blogSaveFailure(mode: EditorMode, error: unknown): SaveFailure {
  if (error instanceof ApiError && error.kind === "http") {
    const message = mode === "create" ? BLOG_SAVE_MESSAGES.createFailed : BLOG_SAVE_MESSAGES.updateFailed;
    const fieldErrors: Record<string, string[]> = {};
    for (const [key, messages] of Object.entries(error.fieldErrors ?? {})) {
      const field = EDITOR_FIELD_OF[key.replace(/\[\d+\]$/, "")];
      if (!field) continue;
      fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
    }
    return { message, fieldErrors: Object.keys(fieldErrors).length ? fieldErrors : undefined, exception: false };
  }
  return { message: BLOG_SAVE_MESSAGES.exception, exception: true };
}

