import { data } from "@remix-run/node";
import { z } from "zod";
import { idSchema } from "~contract/common";
import { deleteComment } from "./comments-admin.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { COMMENT_MESSAGES } from "./messages";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { logApiFailure } from "~/shared/api/api-failure.server";

/** deleteCommentOutcome checks the id and answers in the staff's words. */
const commentDeleteSchema = z.object({ commentId: z.string().default("") });

export type CommentDeleteAnswer = { kind: "comment"; ok: boolean; message: string; commentId: string };

export async function deleteCommentOutcome(request: Request, commentId: string): Promise<{ answer: CommentDeleteAnswer; status: number }> {
  const { token } = await requireStaff(request);
  if (!idSchema.safeParse(commentId).success) {
    return { answer: { kind: "comment", ok: false, message: COMMENT_MESSAGES.deleteFailed, commentId }, status: 400 };
  }
  try {
    await deleteComment(commentId, token);
    return { answer: { kind: "comment", ok: true, message: COMMENT_MESSAGES.deleted, commentId }, status: 200 };
  } catch (error) {
    logApiFailure(`Deleting comment ${commentId}`, error);
    return { answer: { kind: "comment", ok: false, message: COMMENT_MESSAGES.deleteFailed, commentId }, status: 502 };
  }
}

export async function deleteCommentFromDialog(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: commentDeleteSchema });
  const commentId = submission.status === "success" ? submission.value.commentId : "";
  const { answer, status } = await deleteCommentOutcome(request, commentId);
  return data(answer, { status });
}
