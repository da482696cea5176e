import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { showToast } from "~/components/toast/show-toast";
import { BLOG_LIMITS } from "~contract/limits";
import type { SaveAnswer } from "~/lib/admin/blog-editor.server";
import { blogEditorSchema, mergeTags, splitTagsText, type BlogEditorDefaults } from "~/lib/admin/blog-editor-schema";
import { BLOG_SAVE_MESSAGES } from "~/lib/admin/messages";
import { FieldError, FormError } from "./form-messages";
import { ImageField, type ExistingImage } from "./image-field";
import { RichTextField } from "./rich-text-field";
import { TagField } from "./tag-field";
import { UnsavedChangesDialog, useUnsavedChanges } from "./unsaved-changes";
import { uploadWithProgress } from "./upload-with-progress";

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
};

type Progress = { phase: "idle" } | { phase: "uploading"; fraction: number | null } | { phase: "saving" };

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

export function BlogEditor({ mode, id, defaults, thumbs = {}, lastResult }: BlogEditorProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [xhrResult, setXhrResult] = useState<SubmissionResult<string[]>>();
  const [transportError, setTransportError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress>({ phase: "idle" });
  const [dirty, setDirty] = useState(false);
  const leaving = useRef(false);
  const markDirty = useCallback(() => setDirty(true), []);
  const blocker = useUnsavedChanges(dirty, leaving);

  const [form, fields] = useForm({
    id: mode === "create" ? "blog-create" : `blog-edit-${id}`,
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
    setProgress({ phase: "uploading", fraction: 0 });
    const url = `/blog-editor/save${id ? `?${new URLSearchParams({ id })}` : ""}`;
    try {
      const answer = await uploadWithProgress(url, formData, (fraction) =>
        setProgress(fraction === 1 ? { phase: "saving" } : { phase: "uploading", fraction }),
      );
      const body = answer.body as SaveAnswer | null;
      if (body?.status === "success") {
        leaving.current = true;
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
