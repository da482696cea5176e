import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { showToast } from "~/shared/toast/show-toast";
import { DEFAULT_LANGUAGE, LANGUAGE_LABELS, LANGUAGES, type Language } from "~contract/languages";
import { BLOG_LIMITS } from "~contract/limits";
import type { ConflictInfo, SaveAnswer, ServerDraft } from "./blog-editor.server";
import { draftKey, readLocalDraft, sameDraft, type DraftSnapshot } from "./autosave";
import { mergeTags, splitTagsText, type BlogEditorDefaults } from "./blog-editor-values";
import { BLOG_SAVE_MESSAGES } from "./messages";
import { AutosaveStatus, ConflictNotice, DraftOffer, RestoredNotice, type OfferedDraft } from "./draft-notices";
import { FieldError, FormError } from "~/shared/forms/form-messages";
import { ImageField, type ExistingImage } from "./image-field";
import { RichTextField } from "./rich-text-field";
import { TagField } from "./tag-field";
import { UnsavedChangesDialog, useUnsavedChanges } from "./unsaved-changes";
import { uploadWithProgress } from "./upload-with-progress";
import { useAutosave } from "./use-autosave";
import { followsTitle, offeredSlug } from "./slug-follow";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import { baseFieldName, type FieldConstraints } from "~/shared/forms/fields";
import { plainControls } from "~/shared/forms/form-controls";
import { useServerChecks } from "~/shared/forms/use-server-checks";

/**
 * /blog-create and /blog-edit/:id (docs/requirements.md). Without JavaScript a plain multipart form; with
 * it, the server's own checks run as you type (/blog-editor/check) and saves go by XMLHttpRequest to show
 * upload progress. No zod in the browser.
 */
export type BlogEditorProps = {
  mode: "create" | "edit";
  id?: string;
  defaults: BlogEditorDefaults;
  constraint: FieldConstraints;
  thumbs?: Record<string, string>;
  lastResult?: SubmissionResult<string[]>;
  /** the save was refused because someone else saved the post since it was opened. */
  conflict?: ConflictInfo | null;
  /** the staff member's autosave, newer than the post: offered for restoring. */
  serverDraft?: ServerDraft | null;
  /** the form holds a restored draft saved at this time (not yet saved to the post). */
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

function snapshotOf(form: HTMLFormElement): DraftSnapshot {
  const data = new FormData(form);
  const chips = [...data.entries()].filter(([name]) => /^tags\[\d+\]$/.test(name)).map(([, value]) => text(value));
  return {
    title: text(data.get("title")),
    shortDesc: text(data.get("shortDesc")),
    detailedDesc: text(data.get("detailedDesc")),
    tags: mergeTags(chips, splitTagsText(text(data.get("tagsText")))),
    language: languageOf(data.get("language")),
    slug: text(data.get("slug")),
  };
}

function languageOf(value: unknown): Language | undefined {
  return LANGUAGES.find((language) => language === value);
}

function snapshotOfDefaults(defaults: BlogEditorDefaults): DraftSnapshot {
  return {
    title: defaults.title,
    shortDesc: defaults.shortDesc,
    detailedDesc: defaults.detailedDesc,
    tags: defaults.tags,
    language: defaults.language,
    slug: defaults.slug,
  };
}

/** Keyed by the restore: Milkdown reads its text only when it starts. */
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
          // An older server draft has no language or slug: the post's own stay.
          language: draft.language ?? props.defaults.language,
          slug: draft.slug ?? props.defaults.slug,
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
  constraint,
  thumbs = {},
  lastResult,
  conflict: documentConflict,
  serverDraft,
  restoredAt,
  restoredLocally,
  onRestore,
}: BlogEditorProps & { restoredLocally: boolean; onRestore: (draft: OfferedDraft) => void }) {
  const navigate = useNavigate();
  const savingPost = useIsPending();
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
  useEffect(() => {
    if (!restoredLocally && !restoredAt) return;
    const element = document.getElementById(formId);
    if (element instanceof HTMLFormElement) autosave.changed(snapshotOf(element));
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const result = xhrResult ?? lastResult;
  const checks = useServerChecks("blog", result?.error);
  // The values come from the page (the defaults, or the no-JS reply); an upload's reply leaves the typed form as it is.
  const startValues: Record<string, unknown> = lastResult?.initialValue ?? { ...defaults, tagsText: defaults.tags.join(", ") };
  const controls = plainControls(formId, constraint, { error: checks.errors }, startValues);
  const fields = {
    title: controls.field("title"),
    slug: controls.field("slug"),
    shortDesc: controls.field("shortDesc"),
    detailedDesc: controls.field("detailedDesc"),
    language: controls.field("language"),
    status: controls.field("status"),
    publishAt: controls.field("publishAt"),
    tags: controls.field("tags"),
    tagsText: controls.field("tagsText"),
    uploads: controls.field("uploads"),
  };
  const formErrorId = `${formId}-form-error`;
  const checkingSave = useRef(false);

  // A field is checked when it is left (as Conform did with shouldValidate: "onBlur").
  function fieldLeft(event: FocusEvent<HTMLFormElement>) {
    const name = event.target.getAttribute("name");
    if (name) void checks.check(event.currentTarget, [baseFieldName(name)]);
  }

  // Everything is checked before the upload; only when the server cannot be asked does the save itself check.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (busy || checkingSave.current) return;
    checkingSave.current = true;
    try {
      const found = await checks.check(element);
      if (found && Object.keys(found).length) {
        focusFirstInvalid(element, found);
        return;
      }
    } finally {
      checkingSave.current = false;
    }
    await save(new FormData(element));
  }

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

  const initialTags = mergeTags(asList(startValues.tags).map(text), splitTagsText(text(startValues.tagsText)));
  const initialExisting: ExistingImage[] = asList(startValues.existing).map((raw) => {
    const image = (raw ?? {}) as Record<string, unknown>;
    const url = text(image.url);
    return { url, alt: text(image.alt), thumb: thumbs[url] ?? url, removed: image.remove === "on" || image.remove === true };
  });
  const status = text(startValues.status) || "draft";
  const [language, setLanguage] = useState<Language>(languageOf(startValues.language) ?? DEFAULT_LANGUAGE);
  const textDirection = language === "ur" ? "rtl" : "ltr";
  // With JavaScript the slug follows the title while it holds the title's own slug (./slug-follow.ts).
  const followingTitle = useRef(followsTitle(text(startValues.title), text(startValues.slug)));
  function titleTyped(title: string) {
    if (!followingTitle.current) return;
    const slugInput = document.getElementById(fields.slug.id);
    if (!(slugInput instanceof HTMLInputElement)) return;
    slugInput.value = offeredSlug(title);
    // As if typed: a field already checked is checked again, and the change is kept.
    slugInput.dispatchEvent(new Event("input", { bubbles: true }));
  }
  function slugTyped(slug: string) {
    const titleInput = document.getElementById(fields.title.id);
    followingTitle.current = followsTitle(titleInput instanceof HTMLInputElement ? titleInput.value : "", slug);
  }
  const conflict = xhrResult ? xhrConflict : (documentConflict ?? null);
  // The version this form was opened on, kept through a refused save (the page reloads the post
  // without JavaScript, and a newer version here would overwrite someone else's save unseen).
  const openedVersion = text(lastResult?.initialValue?.version) || (defaults.version !== undefined ? String(defaults.version) : "");
  const busy = progress.phase !== "idle" || savingPost;
  const formErrors = [...(result?.error?.[""] ?? []), ...(transportError ? [transportError] : [])];
  const submitLabel = mode === "create" ? "Create post" : "Update post";

  return (
    <>
      <Form
        method="post"
        encType="multipart/form-data"
        className="blog-editor"
        id={formId}
        noValidate
        aria-invalid={formErrors.length ? true : undefined}
        aria-describedby={formErrors.length ? formErrorId : undefined}
        onSubmit={(event) => void submit(event)}
        onInput={(event) => {
          markDirty();
          checks.recheck(event.currentTarget);
        }}
        onBlur={fieldLeft}
        aria-busy={busy || undefined}
      >
        <FormError id={formErrorId} errors={formErrors} />
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
              <input
                {...controls.input("title", "text")}
                maxLength={BLOG_LIMITS.title}
                dir="auto"
                onInput={(event) => titleTyped(event.currentTarget.value)}
              />
              <FieldError id={fields.title.errorId} errors={fields.title.errors} />
            </div>
            <div className="field slug-field">
              <label htmlFor={fields.slug.id}>Slug (web address)</label>
              <p id={`${fields.slug.id}-hint`} className="field-hint">
                {mode === "create"
                  ? "Small Latin letters, digits and hyphens, e.g. ghar-ki-shifting. Leave empty to make it from the title."
                  : "Small Latin letters, digits and hyphens. Changing it changes the post's web address."}
              </p>
              <input
                {...controls.input("slug", "text", `${fields.slug.id}-hint`)}
                maxLength={BLOG_LIMITS.slug}
                dir="ltr"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                onInput={(event) => slugTyped(event.currentTarget.value)}
              />
              <FieldError id={fields.slug.errorId} errors={fields.slug.errors} />
            </div>
            {/* The body is written in the post's language: an Urdu post's editor runs right to left. */}
            <RichTextField field={fields.shortDesc} textarea={(hintId) => controls.textarea("shortDesc", hintId)} label="Short description" rows={4} dir={textDirection} />
            <RichTextField field={fields.detailedDesc} textarea={(hintId) => controls.textarea("detailedDesc", hintId)} label="Detail description" rows={14} dir={textDirection} />
          </div>

          <div className="blog-editor-side">
            <div className="admin-card">
              <div className="field language-field">
                <label htmlFor={fields.language.id}>Language</label>
                <select {...controls.select("language")} onChange={(event) => setLanguage(languageOf(event.currentTarget.value) ?? DEFAULT_LANGUAGE)}>
                  {LANGUAGES.map((language) => (
                    <option key={language} value={language}>
                      {LANGUAGE_LABELS[language]}
                    </option>
                  ))}
                </select>
                <FieldError id={fields.language.errorId} errors={fields.language.errors} />
              </div>
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
                <input {...controls.input("publishAt", "text", `${fields.publishAt.id}-hint`)} type="datetime-local" />
                <FieldError id={fields.publishAt.errorId} errors={fields.publishAt.errors} />
              </div>
              {openedVersion ? <input type="hidden" name="version" value={openedVersion} /> : null}
            </div>
            <div className="admin-card">
              <TagField
                tags={fields.tags}
                tagsText={fields.tagsText}
                tagsTextInput={(hintId) => controls.input("tagsText", "text", hintId)}
                initialTags={initialTags}
                onChange={markDirty}
              />
            </div>
            <div className="admin-card">
              <ImageField
                initialExisting={initialExisting}
                errors={fields.uploads.errors}
                errorId={fields.uploads.errorId}
                altErrors={(name) => checks.errors[name]}
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

/** As Conform did on a refused submit: the first field in error gets the focus. */
function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string[]>) {
  const names = new Set(Object.keys(errors));
  for (const element of form.elements) {
    const name = element.getAttribute("name");
    if (!name || !(element instanceof HTMLElement) || (element as HTMLInputElement).type === "hidden" || element.hidden) continue;
    if (names.has(name) || names.has(baseFieldName(name))) {
      element.focus();
      return;
    }
  }
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
