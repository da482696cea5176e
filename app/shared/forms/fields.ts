/** One choice of a select or radio group. */
export type Option = { readonly id: string; readonly label: string };

/** Conform's constraint shape. */
export type FieldConstraints = Record<
  string,
  { required?: boolean; minLength?: number; maxLength?: number; min?: string | number; max?: string | number; pattern?: string; multiple?: boolean }
>;

/** "extras[1]" → "extras" */
export const baseFieldName = (name: string) => name.replace(/[[.].*$/, "");
