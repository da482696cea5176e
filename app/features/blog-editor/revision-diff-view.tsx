import type { DiffPart, FieldDiff } from "./revision-diff";

/** Also announced in words, so the change is not told by colour or strike-through alone. */
export function DiffView({ fromLabel, toLabel, fields }: { fromLabel: string; toLabel: string; fields: FieldDiff[] }) {
  const changed = fields.filter((field) => field.changed);
  return (
    <section className="admin-card revision-diff" aria-labelledby="revision-diff-title" data-testid="revision-diff">
      <h2 id="revision-diff-title">
        Changes from the {fromLabel} to the {toLabel}
      </h2>
      <p className="muted">Added text is underlined and marked “added”; removed text is struck through and marked “removed”.</p>
      {changed.length === 0 ? <p>No differences: the two versions are the same.</p> : null}
      <dl className="revision-diff-fields">
        {fields.map((field) => (
          <div key={field.field} className="revision-diff-field">
            <dt>{field.label}</dt>
            <dd>{field.changed ? <DiffParts parts={field.parts} /> : <span className="muted">No change</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function DiffParts({ parts }: { parts: DiffPart[] }) {
  return (
    <div className="revision-diff-text">
      {parts.map((part, index) =>
        part.kind === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === "ins" ? (
          <ins key={index}>
            <span className="visually-hidden">[added: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </ins>
        ) : (
          <del key={index}>
            <span className="visually-hidden">[removed: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        ),
      )}
    </div>
  );
}
