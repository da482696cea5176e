import { apiFailure } from "~/shared/api/api-failure.server";
import { BLOG_SAVE_MESSAGES } from "./messages";

/** docs/requirements.md (Messages). Pure, so the branches a real API rarely takes (500, timeouts) are unit-tested. */
export type EditorMode = "create" | "edit";

export function blogSavedMessage(mode: EditorMode): string {
  return mode === "create" ? BLOG_SAVE_MESSAGES.created : BLOG_SAVE_MESSAGES.updated;
}

const EDITOR_FIELD_OF: Record<string, string> = {
  title: "title",
  shortDesc: "shortDesc",
  detailedDesc: "detailedDesc",
  tags: "tags",
  images: "uploads",
  imageAlt: "uploads",
  status: "status",
  language: "language",
  slug: "slug",
};

export type SaveFailure = {
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** The API never answered (or the web app failed). */
  exception: boolean;
};

/** docs/requirements.md (Messages): "Blog save failure" when the API answered, else "Blog save exception". */
export function blogSaveFailure(mode: EditorMode, error: unknown): SaveFailure {
  const failure = apiFailure(error);
  if (failure.kind === "answered") {
    const message = mode === "create" ? BLOG_SAVE_MESSAGES.createFailed : BLOG_SAVE_MESSAGES.updateFailed;
    const fieldErrors: Record<string, string[]> = {};
    for (const [key, messages] of Object.entries(failure.fieldErrors ?? {})) {
      const field = EDITOR_FIELD_OF[key.replace(/\[\d+\]$/, "")];
      if (!field) continue;
      fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
    }
    return { message, fieldErrors: Object.keys(fieldErrors).length ? fieldErrors : undefined, exception: false };
  }
  return { message: BLOG_SAVE_MESSAGES.exception, exception: true };
}

