/**
 * Conform turns `name[10000000]=x` into ten million holes and copies repeated names per repetition, so one
 * small request could cost seconds and hundreds of MB (ADR 018). The caps sit far above the largest form
 * (the blog editor, ~70 fields). server/form-bounds.ts refuses such bodies first; this keeps Conform safe.
 */
export const MAX_FORM_FIELDS = 200;
const MAX_FIELD_NAME_LENGTH = 100;
const MAX_FIELD_NAME_DEPTH = 4;
const MAX_FIELD_INDEX = 99;

export const FORM_SHAPE_MESSAGES = {
  tooManyFields: `The form has too many fields (at most ${MAX_FORM_FIELDS}).`,
  badFieldName: `A field name in the form is too long, too deeply nested or has a list position over ${MAX_FIELD_INDEX}.`,
} as const;

const SEGMENT = /[^.[\]]+|\[[^\]]*\]/g;

/** A name Conform cannot parse is harmless: it is ignored. */
export function isBoundedFieldName(name: string): boolean {
  if (name.length > MAX_FIELD_NAME_LENGTH) return false;
  let depth = 0;
  for (const [segment] of name.matchAll(SEGMENT)) {
    if (++depth > MAX_FIELD_NAME_DEPTH) return false;
    const inner = segment.startsWith("[") ? segment.slice(1, -1) : segment;
    // A digits-only segment is a list position, in brackets or after a dot (`a[0]` then `a.10000000` is the same array).
    if (/^\d+$/.test(inner) && Number(inner) > MAX_FIELD_INDEX) return false;
  }
  return true;
}

/** Drops only what no form here sends, so a real visitor loses nothing. */
export function boundedFormData(formData: FormData): FormData {
  const bounded = new FormData();
  let count = 0;
  for (const [name, value] of formData) {
    if (count >= MAX_FORM_FIELDS) break;
    if (!isBoundedFieldName(name)) continue;
    bounded.append(name, value);
    count++;
  }
  return bounded;
}
