/**
 * How much shape a submitted form may have: how many fields, how long and
 * how deeply nested a field's name, how large a list position in it. Conform
 * turns `name[10000000]=x` into an array of ten million holes, and repeated
 * names into arrays copied once per repetition, so one small request could
 * cost seconds and hundreds of MB. The production server refuses such a body
 * before Remix reads it (server/form-bounds.ts); `boundedFormData` keeps
 * Conform safe whatever reaches it (docs/decisions/018-bounded-request-cost.md).
 *
 * The caps sit far above every form here: the blog editor, the largest,
 * sends about 70 fields (20 tags, 10 images with alt text, the text fields),
 * names like `existing[9].alt`.
 *
 * A plain module: the server, the app and the browser may all import it.
 */
export const MAX_FORM_FIELDS = 200;
const MAX_FIELD_NAME_LENGTH = 100;
/** Segments of a name: `existing[3].alt` has three. */
const MAX_FIELD_NAME_DEPTH = 4;
/** The largest list position in a name: `tags[99]`. */
const MAX_FIELD_INDEX = 99;

export const FORM_SHAPE_MESSAGES = {
  tooManyFields: `The form has too many fields (at most ${MAX_FORM_FIELDS}).`,
  badFieldName: `A field name in the form is too long, too deeply nested or has a list position over ${MAX_FIELD_INDEX}.`,
} as const;

// Conform's path grammar: names separated by dots, list positions in brackets.
const SEGMENT = /[^.[\]]+|\[[^\]]*\]/g;

/** Whether a field name stays within the caps above (a name Conform cannot parse is harmless: it is ignored). */
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

/**
 * The form with only what the caps allow: the first MAX_FORM_FIELDS entries
 * whose names are bounded. What is dropped is what no form here sends, so a
 * real visitor loses nothing; the form's own checks then answer as for any
 * missing field.
 */
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
