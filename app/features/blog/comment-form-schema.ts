import { commentInputSchema } from "~contract/comments";

/** docs/requirements.md (Messages): no required fields. The API's schema without the post id, which comes from the address. */
export const commentFormSchema = commentInputSchema.omit({ blogId: true });
