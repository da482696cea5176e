import { Link } from "@remix-run/react";
import { autosaveStatusText, pakistanDateTime, type AutosaveState, type DraftSnapshot } from "./autosave";
import { useHydrated } from "~/shared/hooks/use-hydrated";

export type OfferedDraft = DraftSnapshot & { savedAt: string; source: "local" | "server"; baseVersion?: number | null };

/** Polite, so it never interrupts typing. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const words = autosaveStatusText(state);
  return (
    <p role="status" aria-live="polite" className={`autosave-status autosave-${state.kind}`} data-testid="autosave-status">
      {words}
    </p>
  );
}

/** Without JavaScript a server draft opens by link. */
export function DraftOffer({
  draft,
  restoreHref,
  onRestore,
  onDiscard,
}: {
  draft: OfferedDraft;
  restoreHref: string | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const hydrated = useHydrated();
  const where = draft.source === "local" ? "kept in this browser" : "autosaved";
  return (
    <section className="draft-offer form-status" aria-labelledby="draft-offer-title" data-testid="draft-offer">
      <p id="draft-offer-title" className="form-status-line">
        <strong>Unsaved work found.</strong> Changes {where} on {pakistanDateTime(draft.savedAt)} (Pakistan time) differ from the
        post{draft.title ? <> (“{draft.title}”)</> : null}.
      </p>
      {hydrated ? (
        <div className="draft-offer-actions">
          <button type="button" className="button button-accent" onClick={onRestore}>
            Restore
          </button>
          <button type="button" className="button button-outline" onClick={onDiscard}>
            Discard
          </button>
        </div>
      ) : restoreHref && draft.source === "server" ? (
        <p className="draft-offer-actions">
          <Link to={restoreHref} className="button button-accent">
            Restore
          </Link>{" "}
          <span className="muted">or keep editing the post as it is.</span>
        </p>
      ) : null}
    </section>
  );
}

export function RestoredNotice({ savedAt }: { savedAt: string }) {
  return (
    <p className="form-status restored-notice" role="status" data-testid="restored-notice">
      Restored the draft of {pakistanDateTime(savedAt)} (Pakistan time). Review it and press “Update post” to make it the post; until
      then the post is unchanged.
    </p>
  );
}

/** The message itself is the form's error. */
export function ConflictNotice({ id }: { id: string }) {
  return (
    <p className="conflict-actions" data-testid="conflict-notice">
      <a href={`/blog-edit/${encodeURIComponent(id)}`} target="_blank" rel="noopener" className="button button-outline">
        Open the current version<span className="visually-hidden"> (opens in a new tab; this form keeps your changes)</span>
      </a>
    </p>
  );
}
