import { useBlocker, type Blocker } from "@remix-run/react";
import { useEffect, type MutableRefObject } from "react";
import { ConfirmDialog } from "./confirm-dialog";

/** `leaving` is set once the form is saved, so the redirect after saving is not held. */
export function useUnsavedChanges(dirty: boolean, leaving: MutableRefObject<boolean>): Blocker {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers need returnValue set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty, leaving]);

  return useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
}

/** Truthful: the text is kept in this browser (use-autosave.ts); pictures and the status are not. */
export const UNSAVED_CHANGES_TEXT =
  "Your changes are not saved to the post yet. The text stays in this browser and the editor offers to restore it when you come back; new pictures and the status are kept only if you save first.";

export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="Leave without saving?"
      description={UNSAVED_CHANGES_TEXT}
      onClose={() => {
        if (blocker.state === "blocked") blocker.reset();
      }}
      testId="unsaved-dialog"
    >
      <div className="admin-dialog-actions">
        <button type="button" className="button button-outline" autoFocus onClick={() => blocker.state === "blocked" && blocker.reset()}>
          Stay on this page
        </button>
        <button type="button" className="button button-danger" onClick={() => blocker.state === "blocked" && blocker.proceed()}>
          Leave
        </button>
      </div>
    </ConfirmDialog>
  );
}
