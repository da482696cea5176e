import { commentListSchema, commentSchema, type Comment, type CommentInput } from "~contract/comments";
import { z } from "zod";
import { HONEYPOT_FIELD } from "~contract/honeypot";
import { IDEMPOTENCY_KEY_HEADER } from "~contract/idempotency";
import { apiRequest } from "~/shared/api/client.server";

/** Comment calls (docs/requirements.md, API calls). */
export async function fetchComments(blogId: string): Promise<Comment[]> {
  const { data } = await apiRequest(`/api/comments/${encodeURIComponent(blogId)}`, { schema: commentListSchema, shared: true });
  return data.data;
}

/**
 * Posts a comment. Returns the HTTP status so the caller can apply the outcome rules of docs/requirements.md (Messages)
 * ("success when status 200 or 201"); other answers throw ApiError.
 */
export async function postComment(
  input: CommentInput,
  options: { clientIp?: string; honeypot?: string; idempotencyKey?: string } = {},
): Promise<{ status: number; comment: Comment | null }> {
  const { status, data } = await apiRequest("/api/comments", {
    method: "POST",
    // The form's key: a retry of this submission (on any instance) gets the first comment back, stored once.
    headers: options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : undefined,
    // The honeypot goes to the API as typed: it alone judges it, as for leads.
    json: { ...input, [HONEYPOT_FIELD]: options.honeypot ?? "" },
    clientIp: options.clientIp,
    // Any JSON object counts as an answer (spec: success is the status);
    // a body that is not JSON at all is an unexpected answer.
    schema: z.union([commentSchema, z.looseObject({}).transform(() => null)]),
  });
  return { status, comment: data };
}
