import { useFetcher, useLocation } from "@remix-run/react";
import { FormError } from "~/shared/forms/form-messages";
import { DELETE_MESSAGES } from "./messages";
import { ConfirmDialog, HiddenFields } from "./confirm-dialog";
import { deleteBlogPath, type DeleteTarget } from "./blog-table";
import type { action } from "./delete-blog-route.server";

export type { DeleteTarget };

/**
 * Posts to the confirm page's action through a fetcher: a failure stays in the dialog so the visitor can retry
 * or cancel (docs/requirements.md, Routes); a success redirects back to this list view with its toast.
 */
export function DeleteBlogDialog({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const deleting = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const failure = answer && answer.initialValue?.id === target?.id ? answer.error?.[""] : undefined;

  return (
    <ConfirmDialog open={target !== null} title={DELETE_MESSAGES.title} description={DELETE_MESSAGES.question} onClose={onClose} testId="delete-dialog">
      {target ? <p className="admin-dialog-subject">“{target.title}”</p> : null}
      <FormError id="delete-blog-form-error" errors={failure} />
      <fetcher.Form method="post" action={target ? deleteBlogPath(target.id) : undefined} id="delete-blog" className="admin-dialog-actions">
        <HiddenFields fields={{ id: target?.id ?? "", back: location.pathname + location.search }} />
        <button type="button" className="button button-outline" onClick={onClose} autoFocus>
          Cancel
        </button>
        <button type="submit" className="button button-danger" disabled={deleting || !target}>
          {deleting ? "Deleting…" : "Delete"}
        </button>
      </fetcher.Form>
    </ConfirmDialog>
  );
}
