import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { showToast } from "~/shared/toast/show-toast";
import { DELETE_MESSAGES } from "./messages";
import type { DeleteOutcome } from "./blog-delete.server";
import { ConfirmDialog } from "./confirm-dialog";
import type { DeleteTarget } from "./blog-table";

export type { DeleteTarget };

/** docs/requirements.md (Routes): a failure stays in the dialog so the visitor can retry or cancel. */
export function DeleteBlogDialog({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const fetcher = useFetcher<DeleteOutcome>();
  const outcome = fetcher.state === "idle" ? fetcher.data : undefined;
  const deleting = fetcher.state !== "idle";
  const handled = useRef(outcome);

  useEffect(() => {
    if (!outcome || handled.current === outcome) return;
    handled.current = outcome;
    if (outcome.ok) {
      showToast("success", outcome.message);
      onClose();
    } else {
      showToast("error", outcome.message);
    }
    // Only a new answer should toast, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  const failure = outcome && !outcome.ok && outcome.id === target?.id ? outcome.message : null;

  return (
    <ConfirmDialog open={target !== null} title={DELETE_MESSAGES.title} description={DELETE_MESSAGES.question} onClose={onClose} testId="delete-dialog">
      {target ? <p className="admin-dialog-subject">“{target.title}”</p> : null}
      {failure ? (
        <p className="form-status form-status-error" role="alert">
          {failure}
        </p>
      ) : null}
      <fetcher.Form method="post" action="/blog-list" className="admin-dialog-actions">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={target?.id ?? ""} />
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
