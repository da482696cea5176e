import { useEffect, useId, useRef, useState } from "react";
import { BLOG_LIMITS } from "~contract/limits";
import { MAX_IMAGE_BYTES } from "~/shared/http/body-limits";
import { IMAGE_ACCEPT, IMAGE_HINT, IMAGE_TOO_LARGE_MESSAGE } from "./blog-editor-values";
import { FieldError } from "~/shared/forms/form-messages";
import { useHydrated } from "~/shared/hooks/use-hydrated";

export type ExistingImage = { url: string; alt: string; thumb: string; removed?: boolean };
type Upload = { key: string; file: File; alt: string; preview: string };

/**
 * docs/requirements.md (Routes, Messages). Without JavaScript removal is a checkbox; with it, the visible picker
 * is emptied after each pick (a listed file must not also read as chosen) and a hidden input carries exactly
 * the listed files, rebuilt through DataTransfer.
 */
export function ImageField({
  initialExisting,
  errors,
  errorId,
  altErrors,
  onChange,
}: {
  initialExisting: ExistingImage[];
  errors?: string[];
  errorId: string;
  altErrors: (name: string) => string[] | undefined;
  onChange: () => void;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // Browsers without DataTransfer cannot rebuild a file list: there the picker itself is submitted.
  const carried = hydrated && typeof DataTransfer !== "undefined";
  const [existing, setExisting] = useState(initialExisting);
  const [uploads, setUploads] = useState<Upload[]>([]);
  // A picked image over the limit is refused at once, not after its upload (the save says so too).
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const counter = useRef(0);

  useEffect(() => {
    if (!carried || !fileInput.current) return;
    const transfer = new DataTransfer();
    for (const upload of uploads) transfer.items.add(upload.file);
    fileInput.current.files = transfer.files;
  }, [uploads, carried]);

  // Previews are object URLs: free them when they go away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const current = previews.current;
    return () => current.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const removeUpload = (key: string) => {
    setUploads((list) =>
      list.filter((upload) => {
        if (upload.key !== key) return true;
        URL.revokeObjectURL(upload.preview);
        previews.current.delete(upload.preview);
        return false;
      }),
    );
    onChange();
  };

  // With JavaScript a removed image simply leaves the list; the checkbox is the no-JS way.
  const shown = hydrated ? existing.filter((image) => !image.removed) : existing;
  const total = shown.length + uploads.length;

  return (
    <fieldset className="field image-field" aria-describedby={`${id}-hint ${errorId}`}>
      <legend>Images</legend>
      {shown.length ? (
        <ul className="image-list" aria-label="Current images">
          {shown.map((image, index) => (
            <li key={image.url} className="image-item">
              <img src={image.thumb} alt="" width={96} height={64} loading="lazy" decoding="async" className="image-thumb" />
              <div className="image-item-fields">
                <input type="hidden" name={`existing[${index}].url`} value={image.url} />
                <label htmlFor={`${id}-existing-${index}`} className="image-alt-label">
                  Alt text (image {index + 1})
                </label>
                <input
                  id={`${id}-existing-${index}`}
                  name={`existing[${index}].alt`}
                  defaultValue={image.alt}
                  maxLength={BLOG_LIMITS.altText}
                  placeholder="Describe the image"
                />
                <FieldError id={`${id}-existing-${index}-error`} errors={altErrors(`existing[${index}].alt`)} />
                {hydrated ? (
                  <button
                    type="button"
                    className="button button-outline image-remove"
                    onClick={() => {
                      setExisting((list) => list.filter((item) => item.url !== image.url));
                      onChange();
                    }}
                  >
                    Remove<span className="visually-hidden"> image {index + 1}</span>
                  </button>
                ) : (
                  <label className="image-remove-check">
                    <input type="checkbox" name={`existing[${index}].remove`} defaultChecked={image.removed} /> Remove this image
                  </label>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {uploads.length ? (
        <ul className="image-list" aria-label="New images">
          {uploads.map((upload, index) => (
            <li key={upload.key} className="image-item">
              <img src={upload.preview} alt="" width={96} height={64} className="image-thumb" />
              <div className="image-item-fields">
                <span className="image-name" title={upload.file.name}>
                  {upload.file.name} <span className="muted">({formatSize(upload.file.size)})</span>
                </span>
                <label htmlFor={`${id}-upload-${upload.key}`} className="image-alt-label">
                  Alt text
                </label>
                <input
                  id={`${id}-upload-${upload.key}`}
                  name={`uploadAlt[${index}]`}
                  value={upload.alt}
                  maxLength={BLOG_LIMITS.altText}
                  placeholder="Describe the image"
                  onChange={(event) => {
                    const alt = event.target.value;
                    setUploads((list) => list.map((item) => (item.key === upload.key ? { ...item, alt } : item)));
                  }}
                />
                <FieldError id={`${id}-upload-${upload.key}-error`} errors={altErrors(`uploadAlt[${index}]`)} />
                <button type="button" className="button button-outline image-remove" onClick={() => removeUpload(upload.key)}>
                  Remove<span className="visually-hidden"> {upload.file.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <label htmlFor={`${id}-files`} className="image-add-label">
        {hydrated && total ? "Add more images" : "Attach images"}
      </label>
      <input
        id={`${id}-files`}
        type="file"
        name={carried ? undefined : "uploads"}
        accept={IMAGE_ACCEPT}
        multiple
        className="image-input"
        aria-describedby={`${id}-hint ${errorId}`}
        onChange={(event) => {
          if (!hydrated) return;
          const all = Array.from(event.currentTarget.files ?? []);
          const picked = all.filter((file) => file.size <= MAX_IMAGE_BYTES);
          setTooLarge(all.filter((file) => file.size > MAX_IMAGE_BYTES).map((file) => file.name));
          const known = new Set(uploads.map((u) => `${u.file.name}:${u.file.size}:${u.file.lastModified}`));
          const added = picked
            .filter((file) => !known.has(`${file.name}:${file.size}:${file.lastModified}`))
            .map((file): Upload => {
              const preview = URL.createObjectURL(file);
              previews.current.add(preview);
              return { key: `u${counter.current++}`, file, alt: "", preview };
            });
          setUploads((list) => [...list, ...added]);
          if (carried) event.currentTarget.value = "";
          onChange();
        }}
      />
      {carried ? <input ref={fileInput} type="file" name="uploads" multiple hidden tabIndex={-1} aria-hidden="true" /> : null}
      <p id={`${id}-hint`} className="field-hint">
        {IMAGE_HINT}. Up to {BLOG_LIMITS.images} images, 5 MB each.
        {hydrated ? null : " Alt text for new images can be added after saving."}
      </p>
      <FieldError id={errorId} errors={tooLarge.length ? [`${IMAGE_TOO_LARGE_MESSAGE} (${tooLarge.join(", ")} not added)`, ...(errors ?? [])] : errors} />
    </fieldset>
  );
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
