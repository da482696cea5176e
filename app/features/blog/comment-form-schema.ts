import { commentInputSchema } from "~contract/comments";

/**
 * The LEAVE A COMMENT form (docs/requirements.md, Messages: no required fields; missing values are
 * sent as empty strings). The API's own input schema without the post id,
 * which comes from the address: one set of rules and messages on both sides.
 * Client-safe.
 */
export const commentFormSchema = commentInputSchema.omit({ blogId: true });
