import { commentListSchema, commentSchema, type Comment, type CommentInput } from "~contract/comments";
import { z } from "zod";
import { HONEYPOT_FIELD } from "~contract/honeypot";
import { IDEMPOTENCY_KEY_HEADER } from "~contract/idempotency";
import { apiRequest } from "~/shared/api/client.server";

/** docs/requirements.md, API calls. */
export async function fetchComments(blogId: string): Promise<Comment[]> {
  const { data } = await apiRequest(`/api/comments/${encodeURIComponent(blogId)}`, { schema: commentListSchema, shared: true });
  return data.data;
}

/** Returns the status for the outcome rules of docs/requirements.md (Messages). */
export async function postComment(
  input: CommentInput,
  options: { clientIp?: string; honeypot?: string; idempotencyKey?: string } = {},
): Promise<{ status: number; comment: Comment | null }> {
  const { status, data } = await apiRequest("/api/comments", {
    method: "POST",
    // A retry on any instance gets the first comment back, stored once.
    headers: options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : undefined,
    // The API alone judges it.
    json: { ...input, [HONEYPOT_FIELD]: options.honeypot ?? "" },
    clientIp: options.clientIp,
    // Any JSON object counts (spec: success is the status); non-JSON is unexpected.
    schema: z.union([commentSchema, z.looseObject({}).transform(() => null)]),
  });
  return { status, comment: data };
}
