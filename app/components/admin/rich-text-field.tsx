import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { loadChunk } from "~/lib/chunk-load";
import { ChunkBoundary } from "./chunk-boundary";
import { FieldError } from "./form-messages";
import { useHydrated } from "./use-hydrated";

// Its own chunk, requested only when an admin form is on screen.
const RichTextEditor = lazy(() => loadChunk("rich-text-editor", () => import("./rich-text-editor.client")));

/**
 * A Markdown <textarea> (the editor without JavaScript, and always the form
 * field) that Milkdown takes over once it has loaded.
 */
export function RichTextField({ meta, label, rows }: { meta: FieldMetadata<string>; label: string; rows: number }) {
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
  const onReady = useCallback(() => setReady(true), []);
  const getInitialMarkdown = useCallback(() => textarea.current?.value ?? "", []);

  return (
    <div className="field rte-field">
      <label id={labelId} htmlFor={meta.id}>
        {label}
      </label>
      <p id={hintId} className="field-hint" hidden={ready}>
        Markdown: **bold**, *italic*, “- ” for a list, [text](https://…) for a link.
      </p>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: hintId })}
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
