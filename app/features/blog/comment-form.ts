import { COMMENT_LIMITS } from "~contract/limits";
import type { FieldConstraints } from "~/shared/forms/fields";

/**
 * What the comment form's markup needs, without zod (the schema,
 * comment-form-schema.ts, runs on the server only): the post page ships no
 * validation library for a form whose fields are all optional.
 */
export const COMMENT_FORM_ID = "comment-form";

/** The browser's own limits (maxlength), matching the schema. */
export const commentFormConstraint: FieldConstraints = {
  name: { maxLength: COMMENT_LIMITS.name },
  email: { maxLength: COMMENT_LIMITS.email },
  website: { maxLength: COMMENT_LIMITS.website },
  commentText: { maxLength: COMMENT_LIMITS.commentText },
};
