import { COMMENT_LIMITS } from "~contract/limits";
import type { FieldConstraints } from "~/shared/forms/fields";

/** Without zod: the post page ships no validation library for a form whose fields are all optional. */
export const COMMENT_FORM_ID = "comment-form";

/** Matching the schema. */
export const commentFormConstraint: FieldConstraints = {
  name: { maxLength: COMMENT_LIMITS.name },
  email: { maxLength: COMMENT_LIMITS.email },
  website: { maxLength: COMMENT_LIMITS.website },
  commentText: { maxLength: COMMENT_LIMITS.commentText },
};
