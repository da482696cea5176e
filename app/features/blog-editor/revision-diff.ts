import { diffLines, diffWords, type Change } from "diff";

/** Word diff by jsdiff (punctuation separate, so "Karachi," and "Karachi " match), lines for long texts. Shown as <ins>/<del> with text, not colour alone. */

/** The compare form's value for "the post as it is now". */
export const CURRENT = "current";

export type DiffPart = { kind: "same" | "ins" | "del"; text: string };

/** Bounds the work per field. */
const MAX_WORD_EDITS = 2_000;

function partsOf(changes: Change[]): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const change of changes) {
    if (!change.value) continue;
    const kind = change.added ? "ins" : change.removed ? "del" : "same";
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += change.value;
    else parts.push({ kind, text: change.value });
  }
  return parts;
}

export function diffText(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: "same", text: before }] : [];
  const words = diffWords(before, after, { maxEditLength: MAX_WORD_EDITS });
  return partsOf(words ?? diffLines(before, after));
}

export type RevisionText = {
  title: string;
  shortDescription: string;
  description: string;
  tags: string;
  images: string;
  status: string;
};

const FIELD_LABELS: Record<keyof RevisionText, string> = {
  title: "Title",
  shortDescription: "Short description",
  description: "Detail description",
  tags: "Tags",
  images: "Images",
  status: "Status",
};

export type FieldDiff = { field: keyof RevisionText; label: string; changed: boolean; parts: DiffPart[] };

/** Unchanged fields are kept (marked) so the page can say so. */
export function diffRevisions(before: RevisionText, after: RevisionText): FieldDiff[] {
  return (Object.keys(FIELD_LABELS) as (keyof RevisionText)[]).map((field) => {
    const parts = diffText(before[field], after[field]);
    return { field, label: FIELD_LABELS[field], changed: parts.some((part) => part.kind !== "same"), parts };
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, "\n")
    .replace(/<\s*li[^>]*>/gi, "- ")
    .replace(/<\/\s*(p|div|h[1-6]|li|blockquote|pre|ul|ol)\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
