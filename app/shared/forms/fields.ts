/** Shapes and names every form of the form kit shares (lead forms, comments). */

/** One choice of a select or radio group. */
export type Option = { readonly id: string; readonly label: string };

/** A form's fields that need a value, for the browser's own checks (Conform constraint shape). */
export type FieldConstraints = Record<
  string,
  { required?: boolean; minLength?: number; maxLength?: number; min?: string | number; max?: string | number; pattern?: string; multiple?: boolean }
>;

/** "extras[1]" → "extras" */
export const baseFieldName = (name: string) => name.replace(/[[.].*$/, "");
