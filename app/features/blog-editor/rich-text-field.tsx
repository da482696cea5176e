import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { loadChunk } from "~/shared/ui/chunk-load";
import { ChunkBoundary } from "./chunk-boundary";
import { FieldError } from "~/shared/forms/form-messages";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import type { FieldControls, FieldView } from "~/shared/forms/form-controls";

// Requested only when an admin form is on screen.
const RichTextEditor = lazy(() => loadChunk("rich-text-editor", () => import("./rich-text-editor.client")));

/** The textarea is always the form field; Milkdown takes over once loaded. */
export function RichTextField({
  field: meta,
  textarea: textareaProps,
  label,
  rows,
  dir,
}: {
  field: FieldView;
  textarea: (hintId: string) => ReturnType<FieldControls["textarea"]>;
  label: string;
  rows: number;
  dir?: "ltr" | "rtl";
}) {
  const hydrated = useHydrated();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [ready, setReady] = useState(false);
  const labelId = `${meta.id}-label`;
  const hintId = `${meta.id}-hint`;

  const onChange = useCallback((markdown: string) => {
    const field = textarea.current;
    if (!field || field.value === markdown) return;
    field.value = markdown;
    // Lets the form know (validation, unsaved-changes tracking).
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }, []);
  const flush = useRef<(() => string | undefined) | null>(null);
  const onReady = useCallback((current: () => string | undefined) => {
    flush.current = current;
    setReady(true);
  }, []);
  // The editor reports changes debounced: sync so a FormData read gets exactly what is on screen.
  useEffect(() => {
    const field = textarea.current;
    const form = field?.form;
    if (!field || !form || !ready) return;
    const onFormData = (event: FormDataEvent) => {
      const markdown = flush.current?.();
      if (markdown === undefined) return;
      onChange(markdown);
      event.formData.set(field.name, markdown);
    };
    form.addEventListener("formdata", onFormData);
    return () => form.removeEventListener("formdata", onFormData);
  }, [ready, onChange]);
  const getInitialMarkdown = useCallback(() => textarea.current?.value ?? "", []);

  return (
    <div className="field rte-field" dir={dir}>
      <label id={labelId} htmlFor={meta.id}>
        {label}
      </label>
      <p id={hintId} className="field-hint" hidden={ready}>
        Markdown: **bold**, *italic*, “- ” for a list, [text](https://…) for a link.
      </p>
      <textarea
        {...textareaProps(hintId)}
        defaultValue={textareaProps(hintId).defaultValue as string | undefined}
        ref={textarea}
        rows={rows}
        hidden={ready}
        className="rte-source"
      />
      {hydrated ? (
        <div className={ready ? "rte-host" : "rte-host rte-host-pending"}>
          <ChunkBoundary
            fallback={
              <p className="rte-loading muted" role="status">
                The rich-text editor could not load; keep writing in Markdown above.
              </p>
            }
          >
            <Suspense
              fallback={
                <p className="rte-loading muted" role="status">
                  Loading the editor…
                </p>
              }
            >
              <RichTextEditor getInitialMarkdown={getInitialMarkdown} labelId={labelId} describedBy={meta.errors?.length ? meta.errorId : undefined} onChange={onChange} onReady={onReady} />
            </Suspense>
          </ChunkBoundary>
        </div>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
