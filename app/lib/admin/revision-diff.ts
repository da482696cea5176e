/**
 * What changed between two revisions of a post (issue 17), as a plain text
 * diff: each field is split into words (or lines, when a field is too long
 * for a word-by-word comparison) and compared by longest common subsequence.
 * Pure and client-safe; the revisions page renders the parts as <ins>/<del>
 * with a text alternative, so the change is not told by colour alone.
 */
/** The value of the "the post as it is now" choice in the revisions page's compare form. */
export const CURRENT = "current";

export type DiffPart = { kind: "same" | "ins" | "del"; text: string };

/** Past this many cells (tokens × tokens) the comparison falls back from words to lines. */
const MAX_CELLS = 2_000_000;

/** Words with the whitespace that follows them, so joining the parts gives the text back. */
export function tokenize(text: string, by: "word" | "line"): string[] {
  if (!text) return [];
  return by === "word" ? (text.match(/\s+|[^\s]+\s*/g) ?? []) : (text.match(/[^\n]*\n|[^\n]+$/g) ?? []);
}

export function diffTokens(before: readonly string[], after: readonly string[]): DiffPart[] {
  // Common head and tail first: most edits touch a small middle.
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const a = before.slice(head, before.length - tail);
  const b = after.slice(head, after.length - tail);

  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] = a[i] === b[j] ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    }
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart["kind"], text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  if (head) push("same", before.slice(0, head).join(""));
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push("same", a[i]);
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i * width + j + 1] >= lcs[(i + 1) * width + j])) {
      push("ins", b[j]);
      j++;
    } else {
      push("del", a[i]);
      i++;
    }
  }
  if (tail) push("same", before.slice(before.length - tail).join(""));
  return parts;
}

/** Word diff of two texts; line diff when the texts are too long to compare word by word. */
export function diffText(before: string, after: string): DiffPart[] {
  const words = [tokenize(before, "word"), tokenize(after, "word")] as const;
  if (words[0].length * words[1].length <= MAX_CELLS) return diffTokens(...words);
  return diffTokens(tokenize(before, "line"), tokenize(after, "line"));
}

export type RevisionText = {
  title: string;
  shortDescription: string;
  description: string;
  tags: string;
  images: string;
  status: string;
};

export const FIELD_LABELS: Record<keyof RevisionText, string> = {
  title: "Title",
  shortDescription: "Short description",
  description: "Detail description",
  tags: "Tags",
  images: "Images",
  status: "Status",
};

export type FieldDiff = { field: keyof RevisionText; label: string; changed: boolean; parts: DiffPart[] };

/** Every field of two revisions, compared; unchanged fields are kept (marked) so the page can say so. */
export function diffRevisions(before: RevisionText, after: RevisionText): FieldDiff[] {
  return (Object.keys(FIELD_LABELS) as (keyof RevisionText)[]).map((field) => {
    const parts = diffText(before[field], after[field]);
    return { field, label: FIELD_LABELS[field], changed: parts.some((part) => part.kind !== "same"), parts };
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** A stored (sanitized) HTML description as readable text: blocks on their own lines, tags dropped. */
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
