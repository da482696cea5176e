import { idSchema } from "~contract/common";
import { deleteBlog } from "~/features/blog/index.server";
import { DELETE_MESSAGES } from "~/shared/staff/messages";

export type DeleteOutcome = { id: string; ok: boolean; message: string };

/** docs/requirements.md (Messages). */
export async function deleteBlogOutcome(id: string, token: string): Promise<DeleteOutcome> {
  if (!idSchema.safeParse(id).success) return { id, ok: false, message: DELETE_MESSAGES.failure };
  try {
    await deleteBlog(id, token);
    return { id, ok: true, message: DELETE_MESSAGES.success };
  } catch (error) {
    console.error(`Deleting blog ${id} failed:`, error instanceof Error ? error.message : error);
    return { id, ok: false, message: DELETE_MESSAGES.failure };
  }
}
