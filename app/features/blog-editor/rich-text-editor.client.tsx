import { defaultValueCtx, Editor, editorViewCtx, editorViewOptionsCtx, rootCtx } from "@milkdown/kit/core";
import { history, redoCommand, undoCommand } from "@milkdown/kit/plugin/history";
import { listener, listenerCtx } from "@milkdown/kit/plugin/listener";
import {
  commonmark,
  toggleEmphasisCommand,
  toggleStrongCommand,
  wrapInBlockquoteCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from "@milkdown/kit/preset/commonmark";
import { gfm } from "@milkdown/kit/preset/gfm";
import { callCommand, getMarkdown } from "@milkdown/kit/utils";
import { Milkdown, MilkdownProvider, useEditor, useInstance } from "@milkdown/react";
import { useEffect, useId, useRef, useState } from "react";
import { normaliseHref } from "./link-href";

/** React.lazy from the admin pages only, so neither Milkdown nor ProseMirror reaches a public page. The textarea stays the form field. */
export type RichTextEditorProps = {
  getInitialMarkdown: () => string;
  labelId: string;
  describedBy?: string;
  onChange: (markdown: string) => void;
  /** The change events lag behind typing. */
  onReady: (current: () => string | undefined) => void;
};

export default function RichTextEditor(props: RichTextEditorProps) {
  return (
    <MilkdownProvider>
      <EditorWithToolbar {...props} />
    </MilkdownProvider>
  );
}

function EditorWithToolbar({ getInitialMarkdown, labelId, describedBy, onChange, onReady }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEditor(
    (root) =>
      Editor.make()
        .config((ctx) => {
          ctx.set(rootCtx, root);
          ctx.set(defaultValueCtx, getInitialMarkdown());
          ctx.update(editorViewOptionsCtx, (previous) => ({
            ...previous,
            attributes: {
              class: "rte-content",
              role: "textbox",
              "aria-multiline": "true",
              "aria-labelledby": labelId,
              ...(describedBy ? { "aria-describedby": describedBy } : {}),
              spellcheck: "true",
            },
          }));
          ctx.get(listenerCtx).markdownUpdated((_ctx, markdown, previous) => {
            if (markdown !== previous) onChangeRef.current(markdown);
          });
        })
        .use(commonmark)
        .use(gfm)
        .use(history)
        .use(listener),
    [],
  );

  const [loading, getEditor] = useInstance();
  useEffect(() => {
    if (!loading) onReady(() => getEditor()?.action(getMarkdown()));
  }, [loading, onReady, getEditor]);

  const run = (key: Parameters<typeof callCommand>[0], payload?: unknown) => {
    if (loading) return;
    const editor = getEditor();
    editor.action(callCommand(key, payload));
    editor.action((ctx) => ctx.get(editorViewCtx).focus());
  };

  const [linkOpen, setLinkOpen] = useState(false);

  const insertLink = (href: string, text: string) => {
    if (loading) return;
    getEditor().action((ctx) => {
      const view = ctx.get(editorViewCtx);
      const { state } = view;
      const link = state.schema.marks.link;
      if (!link) return;
      const mark = link.create({ href });
      const { from, to, empty } = state.selection;
      const tr = empty || text ? state.tr.replaceSelectionWith(state.schema.text(text || href, [mark]), false) : state.tr.addMark(from, to, mark);
      view.dispatch(tr.scrollIntoView());
      view.focus();
    });
  };

  return (
    <div className="rte">
      <div className="rte-toolbar" role="group" aria-label="Formatting">
        <ToolbarButton label="Bold" shortcut="Ctrl+B" onClick={() => run(toggleStrongCommand.key)}>
          <strong>B</strong>
        </ToolbarButton>
        <ToolbarButton label="Italic" shortcut="Ctrl+I" onClick={() => run(toggleEmphasisCommand.key)}>
          <em>I</em>
        </ToolbarButton>
        <ToolbarButton label="Heading" onClick={() => run(wrapInHeadingCommand.key, 2)}>
          H2
        </ToolbarButton>
        <ToolbarButton label="Bulleted list" onClick={() => run(wrapInBulletListCommand.key)}>
          • List
        </ToolbarButton>
        <ToolbarButton label="Numbered list" onClick={() => run(wrapInOrderedListCommand.key)}>
          1. List
        </ToolbarButton>
        <ToolbarButton label="Quote" onClick={() => run(wrapInBlockquoteCommand.key)}>
          “ ”
        </ToolbarButton>
        <ToolbarButton label="Link" onClick={() => setLinkOpen((open) => !open)} pressed={linkOpen}>
          Link
        </ToolbarButton>
        <span className="rte-toolbar-gap" aria-hidden="true" />
        <ToolbarButton label="Undo" shortcut="Ctrl+Z" onClick={() => run(undoCommand.key)}>
          ↶
        </ToolbarButton>
        <ToolbarButton label="Redo" shortcut="Ctrl+Y" onClick={() => run(redoCommand.key)}>
          ↷
        </ToolbarButton>
      </div>
      {linkOpen ? (
        <LinkForm
          onCancel={() => setLinkOpen(false)}
          onInsert={(href, text) => {
            insertLink(href, text);
            setLinkOpen(false);
          }}
        />
      ) : null}
      <Milkdown />
    </div>
  );
}

function ToolbarButton({
  label,
  shortcut,
  pressed,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  pressed?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="rte-button"
      aria-label={label}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      // Keep the editor's selection: the command applies to it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Not a <form>: it sits inside the editor's form. */
function LinkForm({ onInsert, onCancel }: { onInsert: (href: string, text: string) => void; onCancel: () => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const href = normaliseHref(url);
    if (!href) {
      setError("Enter a web address (https://…), a mail or phone link, or a site path (/…).");
      return;
    }
    onInsert(href, text.trim());
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="rte-link-form" role="group" aria-label="Insert a link">
      <div className="field">
        <label htmlFor={`${id}-text`}>Link text</label>
        <input id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} placeholder="Uses the selected text when empty" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-url`}>Link address</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="rte-link-actions">
        <button type="button" className="button button-primary" onClick={submit}>
          Insert link
        </button>
        <button type="button" className="button button-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
