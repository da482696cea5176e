import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { FieldControls } from "./form-controls";

/** FieldControls backed by Conform's field metadata (the enhanced forms). */
type Fields = Record<string, FieldMetadata<unknown, Record<string, unknown>, string[]>>;

export function conformControls(fields: Fields): FieldControls {
  const meta = (name: string) => fields[name];
  return {
    field: (name) => {
      const field = meta(name);
      return { id: field.id, name: field.name, errorId: field.errorId, descriptionId: field.descriptionId, errors: field.errors };
    },
    input: (name, type, describedBy) => getInputProps(meta(name), { type, ariaDescribedBy: describedBy }),
    select: (name, describedBy) => getSelectProps(meta(name), { ariaDescribedBy: describedBy }),
    textarea: (name, describedBy) => getTextareaProps(meta(name), { ariaDescribedBy: describedBy }),
    checkbox: (name, describedBy) => getInputProps(meta(name), { type: "checkbox", ariaDescribedBy: describedBy }),
    checkboxes: (name, values, describedBy) =>
      getCollectionProps(meta(name), { type: "checkbox", options: [...values], ariaDescribedBy: describedBy }),
  };
}
