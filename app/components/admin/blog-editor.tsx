import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { showToast } from "~/components/toast/show-toast";
import { BLOG_LIMITS } from "~contract/limits";
import type { ConflictInfo, SaveAnswer, ServerDraft } from "~/lib/admin/blog-editor.server";
import { draftKey, readLocalDraft, sameDraft, type DraftSnapshot } from "~/lib/admin/autosave";
import { blogEditorSchema, mergeTags, splitTagsText, type BlogEditorDefaults } from "~/lib/admin/blog-editor-schema";
import { BLOG_SAVE_MESSAGES } from "~/lib/admin/messages";
import { AutosaveStatus, ConflictNotice, DraftOffer, RestoredNotice, type OfferedDraft } from "./draft-notices";
import { FieldError, FormError } from "./form-messages";
import { ImageField, type ExistingImage } from "./image-field";
import { RichTextField } from "./rich-text-field";
import { TagField } from "./tag-field";
import { UnsavedChangesDialog, useUnsavedChanges } from "./unsaved-changes";
import { uploadWithProgress } from "./upload-with-progress";
import { useAutosave } from "./use-autosave";

/**
 * The blog form, shared by /blog-create (no id) and /blog-edit/:id (spec
 * §2, §4, §5). Without JavaScript it is a plain multipart form posted to the
 * route's action. With it, Conform validates as you go, Milkdown replaces
 * the Markdown textareas, tags and images get their richer controls, and
 * saving goes through XMLHttpRequest to /blog-editor/save so the upload
 * shows its progress.
 */
export type BlogEditorProps = {
  mode: "create" | "edit";
  id?: string;
  defaults: BlogEditorDefaults;
  /** Thumbnails of the current images, by URL. */
  thumbs?: Record<string, string>;
  /** The route action's answer (form posted without JavaScript). */
  lastResult?: SubmissionResult<string[]>;
  /** Issue 17: the save was refused because someone else saved the post since it was opened. */
  conflict?: ConflictInfo | null;
  /** Issue 17: the staff member's autosave, newer than the post: offered for restoring. */
  serverDraft?: ServerDraft | null;
  /** Issue 17: the form holds a restored draft saved at this time (not yet saved to the post). */
  restoredAt?: string | null;
};

type Progress = { phase: "idle" } | { phase: "uploading"; fraction: number | null } | { phase: "saving" };

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A server draft discarded in this browser (by its time), so it is not offered again. */
function dismissedAt(id: string | undefined): string | null {
  try {
    return window.localStorage.getItem(`${draftKey(id)}:dismissed`);
  } catch {
    return null;
  }
}

function rememberDismissed(id: string | undefined, savedAt: string): void {
  try {
    window.localStorage.setItem(`${draftKey(id)}:dismissed`, savedAt);
  } catch {
    // Storage off: it is offered again next time, nothing worse.
  }
}

/** The form's text fields as the autosave keeps them. */
function snapshotOf(form: HTMLFormElement): DraftSnapshot {
  const data = new FormData(form);
  const chips = [...data.entries()].filter(([name]) => /^tags\[\d+\]$/.test(name)).map(([, value]) => text(value));
  return {
    title: text(data.get("title")),
    shortDesc: text(data.get("shortDesc")),
    detailedDesc: text(data.get("detailedDesc")),
    tags: mergeTags(chips, splitTagsText(text(data.get("tagsText")))),
  };
}

function snapshotOfDefaults(defaults: BlogEditorDefaults): DraftSnapshot {
  return { title: defaults.title, shortDesc: defaults.shortDesc, detailedDesc: defaults.detailedDesc, tags: defaults.tags };
}

/**
 * Issue 17: restoring a kept draft starts the form again from it (Milkdown
 * reads its text when it starts), so the form is keyed by the restore.
 */
export function BlogEditor(props: BlogEditorProps) {
  const [restored, setRestored] = useState<{ seq: number; defaults: BlogEditorDefaults } | null>(null);
  // A copy made on an older version of the post keeps that version, so saving it over someone
  // else's newer save is refused (409) instead of overwriting it unseen.
  const restore = useCallback(
    (draft: DraftSnapshot & { baseVersion?: number | null }) =>
      setRestored((last) => ({
        seq: (last?.seq ?? 0) + 1,
        defaults: {
          ...props.defaults,
          title: draft.title,
          shortDesc: draft.shortDesc,
          detailedDesc: draft.detailedDesc,
          tags: draft.tags,
          version: draft.baseVersion ?? props.defaults.version,
        },
      })),
    [props.defaults],
  );
  return (
    <BlogEditorForm
      key={restored?.seq ?? 0}
      {...props}
      defaults={restored?.defaults ?? props.defaults}
      lastResult={restored ? undefined : props.lastResult}
      serverDraft={restored ? null : props.serverDraft}
      restoredLocally={restored !== null}
      onRestore={restore}
    />
  );
}

function BlogEditorForm({
  mode,
  id,
  defaults,
  thumbs = {},
  lastResult,
  conflict: documentConflict,
  serverDraft,
  restoredAt,
  restoredLocally,
  onRestore,
}: BlogEditorProps & { restoredLocally: boolean; onRestore: (draft: OfferedDraft) => void }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [xhrResult, setXhrResult] = useState<SubmissionResult<string[]>>();
  const [transportError, setTransportError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress>({ phase: "idle" });
  const [dirty, setDirty] = useState(restoredLocally || Boolean(restoredAt));
  const [xhrConflict, setXhrConflict] = useState<ConflictInfo | null>(null);
  const [offer, setOffer] = useState<OfferedDraft | null>(serverDraft ? { ...serverDraft, source: "server" } : null);
  const leaving = useRef(false);
  const autosave = useAutosave({ id, baseVersion: defaults.version ?? null });
  const formId = mode === "create" ? "blog-create" : `blog-edit-${id}`;
  const captureTimer = useRef<ReturnType<typeof setTimeout>>();
  // Runs after React has drawn the change (a new tag chip's hidden input, say), so the copy is current.
  const markDirty = useCallback(() => {
    setDirty(true);
    clearTimeout(captureTimer.current);
    captureTimer.current = setTimeout(() => {
      const element = document.getElementById(formId);
      if (element instanceof HTMLFormElement) autosave.changed(snapshotOf(element));
    }, 0);
  }, [autosave, formId]);
  useEffect(() => () => clearTimeout(captureTimer.current), []);
  const blocker = useUnsavedChanges(dirty, leaving);

  // On opening: a copy kept in this browser that the server never confirmed, if it differs from the form.
  useEffect(() => {
    if (restoredLocally) return;
    if (serverDraft && dismissedAt(id) === serverDraft.savedAt) setOffer(null);
    const local = readLocalDraft(window.localStorage, draftKey(id));
    if (!local || sameDraft(local, snapshotOfDefaults(defaults))) return;
    if (serverDraft && Date.parse(serverDraft.savedAt) >= local.savedAt) return;
    setOffer({ ...local, savedAt: new Date(local.savedAt).toISOString(), source: "local" });
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A restored draft is now what the form holds: keep it as the working copy.
  useEffect(() => {
    if (!restoredLocally && !restoredAt) return;
    const element = document.getElementById(formId);
    if (element instanceof HTMLFormElement) autosave.changed(snapshotOf(element));
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [form, fields] = useForm({
    id: formId,
    lastResult: xhrResult ?? lastResult,
    defaultValue: { ...defaults, tagsText: defaults.tags.join(", ") },
    constraint: getZodConstraint(blogEditorSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blogEditorSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void save(formData);
    },
  });

  async function save(formData: FormData) {
    setTransportError(null);
    setXhrConflict(null);
    setProgress({ phase: "uploading", fraction: 0 });
    const url = `/blog-editor/save${id ? `?${new URLSearchParams({ id })}` : ""}`;
    try {
      const answer = await uploadWithProgress(url, formData, (fraction) =>
        setProgress(fraction === 1 ? { phase: "saving" } : { phase: "uploading", fraction }),
      );
      const body = answer.body as SaveAnswer | null;
      if (body?.status === "success") {
        leaving.current = true;
        autosave.forget({ stop: true });
        showToast("success", body.message);
        navigate(body.redirectTo);
        return;
      }
      if (body?.status === "unauthorized") {
        leaving.current = true;
        window.location.assign(`/login?${new URLSearchParams({ redirectTo: window.location.pathname })}`);
        return;
      }
      if (body?.status === "error") {
        setXhrResult(body.result);
        setXhrConflict(body.conflict ?? null);
        const message = body.result.error?.[""]?.[0];
        showToast("error", message ?? "Please check the highlighted fields.");
      } else {
        setTransportError(BLOG_SAVE_MESSAGES.exception);
        showToast("error", BLOG_SAVE_MESSAGES.exception);
      }
    } catch {
      setTransportError(BLOG_SAVE_MESSAGES.exception);
      showToast("error", BLOG_SAVE_MESSAGES.exception);
    }
    setProgress({ phase: "idle" });
  }

  const initialTags = mergeTags(asList(fields.tags.initialValue).map(text), splitTagsText(text(fields.tagsText.initialValue)));
  const initialExisting: ExistingImage[] = asList(fields.existing.initialValue).map((raw) => {
    const image = (raw ?? {}) as Record<string, unknown>;
    const url = text(image.url);
    return { url, alt: text(image.alt), thumb: thumbs[url] ?? url, removed: image.remove === "on" || image.remove === true };
  });
  const status = text(fields.status.initialValue) || "published";
  const conflict = xhrResult ? xhrConflict : (documentConflict ?? null);
  // The version this form was opened on, kept through a refused save (the page reloads the post
  // without JavaScript, and a newer version here would overwrite someone else's save unseen).
  const openedVersion = text(lastResult?.initialValue?.version) || (defaults.version !== undefined ? String(defaults.version) : "");
  const busy = progress.phase !== "idle" || (navigation.state === "submitting" && navigation.formMethod === "POST");
  const formErrors = [...(form.errors ?? []), ...(transportError ? [transportError] : [])];
  const submitLabel = mode === "create" ? "Create post" : "Update post";

  return (
    <>
      <Form
        method="post"
        encType="multipart/form-data"
        className="blog-editor"
        {...getFormProps(form)}
        onInput={markDirty}
        aria-busy={busy || undefined}
      >
        <FormError id={form.errorId} errors={formErrors} />
        {conflict && id ? <ConflictNotice id={id} /> : null}
        {restoredAt ? <RestoredNotice savedAt={restoredAt} /> : null}
        {offer ? (
          <DraftOffer
            draft={offer}
            restoreHref={id ? `/blog-edit/${id}?draft=restore` : null}
            onRestore={() => onRestore(offer)}
            onDiscard={() => {
              autosave.forget({ stop: false });
              // The server keeps its draft until the next explicit save: not offered again here.
              if (offer.source === "server") rememberDismissed(id, offer.savedAt);
              setOffer(null);
            }}
          />
        ) : null}
        <div className="blog-editor-grid">
          <div className="admin-card blog-editor-main">
            <div className="field">
              <label htmlFor={fields.title.id}>
                Title <span className="required-mark">(required)</span>
              </label>
              <input {...getInputProps(fields.title, { type: "text" })} maxLength={BLOG_LIMITS.title} />
              <FieldError id={fields.title.errorId} errors={fields.title.errors} />
            </div>
            <RichTextField meta={fields.shortDesc} label="Short description" rows={4} />
            <RichTextField meta={fields.detailedDesc} label="Detail description" rows={14} />
          </div>

          <div className="blog-editor-side">
            <div className="admin-card">
              <fieldset className="field status-field">
                <legend>Status</legend>
                <div className="status-options">
                  <label className="status-option">
                    <input type="radio" name={fields.status.name} value="published" defaultChecked={status === "published"} />
                    <span>
                      <strong>Published</strong>
                      <span className="muted"> — on the public blog</span>
                    </span>
                  </label>
                  <label className="status-option">
                    <input type="radio" name={fields.status.name} value="draft" defaultChecked={status === "draft"} />
                    <span>
                      <strong>Draft</strong>
                      <span className="muted"> — only staff can see it</span>
                    </span>
                  </label>
                </div>
                <FieldError id={fields.status.errorId} errors={fields.status.errors} />
              </fieldset>
              <div className="field publish-at-field">
                <label htmlFor={fields.publishAt.id}>Publish at (Pakistan time)</label>
                <p id={`${fields.publishAt.id}-hint`} className="field-hint">
                  Optional. A published post stays hidden from the public until then. Leave empty to publish at once.
                </p>
                <input
                  {...getInputProps(fields.publishAt, { type: "datetime-local", ariaDescribedBy: `${fields.publishAt.id}-hint` })}
                />
                <FieldError id={fields.publishAt.errorId} errors={fields.publishAt.errors} />
              </div>
              {openedVersion ? <input type="hidden" name="version" value={openedVersion} /> : null}
            </div>
            <div className="admin-card">
              <TagField tagsMeta={fields.tags} tagsTextMeta={fields.tagsText} initialTags={initialTags} onChange={markDirty} />
            </div>
            <div className="admin-card">
              <ImageField
                initialExisting={initialExisting}
                errors={fields.uploads.errors}
                errorId={fields.uploads.errorId}
                altErrors={(name) => form.allErrors[name]}
                onChange={markDirty}
              />
            </div>
          </div>
        </div>

        <div className="blog-editor-actions">
          <UploadProgress progress={progress} />
          <AutosaveStatus state={autosave.state} />
          <div className="blog-editor-buttons">
            <Link to="/blog-list" className="button button-outline">
              Cancel
            </Link>
            <button type="submit" className="button button-accent" disabled={busy}>
              {busy ? "Saving…" : submitLabel}
            </button>
          </div>
        </div>
      </Form>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

function UploadProgress({ progress }: { progress: Progress }) {
  if (progress.phase === "idle") return <div className="upload-progress" aria-live="polite" />;
  const percent = progress.phase === "uploading" && progress.fraction !== null ? Math.round(progress.fraction * 100) : null;
  const label = progress.phase === "saving" ? "Saving the post…" : percent === null ? "Uploading…" : `Uploading… ${percent}%`;
  return (
    <div className="upload-progress" aria-live="polite" data-testid="upload-progress">
      <progress max={100} value={percent ?? undefined} aria-label="Upload progress" />
      <span>{label}</span>
    </div>
  );
}
