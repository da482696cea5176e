import { idSchema } from "~contract/common";
import { deleteBlog } from "~/features/blog/index.server";
import { DELETE_MESSAGES } from "./messages";
import type { StaffToken } from "~/shared/api/client.server";
import { logApiFailure } from "~/shared/api/api-failure.server";

export type DeleteOutcome = { id: string; ok: boolean; message: string };

/** docs/requirements.md (Messages). */
export async function deleteBlogOutcome(id: string, token: StaffToken): Promise<DeleteOutcome> {
  if (!idSchema.safeParse(id).success) return { id, ok: false, message: DELETE_MESSAGES.failure };
  try {
    await deleteBlog(id, token);
    return { id, ok: true, message: DELETE_MESSAGES.success };
  } catch (error) {
    logApiFailure(`Deleting blog ${id}`, error);
    return { id, ok: false, message: DELETE_MESSAGES.failure };
  }
}
