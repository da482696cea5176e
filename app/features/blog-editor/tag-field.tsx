import { useId, useState } from "react";
import { acceptTag } from "./blog-editor-values";
import { FieldError } from "~/shared/forms/form-messages";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import type { FieldControls, FieldView } from "~/shared/forms/form-controls";

/** docs/requirements.md (Messages). Without JavaScript one comma-separated `tagsText`; with it, hidden `tags[n]` inputs. */
export function TagField({
  tags: tagsMeta,
  tagsText: tagsTextMeta,
  tagsTextInput,
  initialTags,
  onChange,
}: {
  tags: FieldView;
  tagsText: FieldView;
  tagsTextInput: (hintId: string) => ReturnType<FieldControls["input"]>;
  initialTags: string[];
  onChange: () => void;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const [tags, setTags] = useState(initialTags);
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState("");

  if (!hydrated) {
    return (
      <div className="field">
        <label htmlFor={tagsTextMeta.id}>Meta tags</label>
        <input {...tagsTextInput(`${id}-hint`)} />
        <p id={`${id}-hint`} className="field-hint">
          Separate tags with commas.
        </p>
        <FieldError id={tagsMeta.errorId} errors={tagsMeta.errors ?? tagsTextMeta.errors} />
      </div>
    );
  }

  const add = () => {
    const tag = acceptTag(tags, draft);
    if (!tag) {
      setNotice(draft.trim() ? `“${draft.trim()}” is already a tag.` : "");
      return;
    }
    setTags([...tags, tag]);
    setDraft("");
    setNotice(`Tag “${tag}” added.`);
    onChange();
  };

  return (
    <div className="field">
      <label htmlFor={`${id}-input`}>Meta tags</label>
      {tags.length ? (
        <ul className="tag-list" aria-label="Tags">
          {tags.map((tag, index) => (
            <li key={tag} className="tag-chip">
              <span>{tag}</span>
              <input type="hidden" name={`${tagsMeta.name}[${index}]`} value={tag} />
              <button
                type="button"
                className="tag-remove"
                aria-label={`Remove tag ${tag}`}
                onClick={() => {
                  setTags(tags.filter((t) => t !== tag));
                  setNotice(`Tag “${tag}” removed.`);
                  onChange();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="tag-input-row">
        <input
          id={`${id}-input`}
          type="text"
          value={draft}
          maxLength={40}
          autoComplete="off"
          aria-describedby={`${id}-hint ${tagsMeta.errorId}`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            // Enter adds a tag; it must not submit the post.
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="button button-outline tag-add" onClick={add}>
          Add
        </button>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        Type a tag and press Enter.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {notice}
      </p>
      <FieldError id={tagsMeta.errorId} errors={tagsMeta.errors} />
    </div>
  );
}
