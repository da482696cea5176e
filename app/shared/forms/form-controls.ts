import type { SubmissionResult } from "@conform-to/react";
import type { FieldConstraints } from "./fields";

/** Ids follow Conform's scheme, as the actions' replies name them. */
export type FieldView = { id: string; name: string; errorId: string; descriptionId: string; errors?: string[] };

type ControlProps = {
  key?: string;
  id: string;
  name: string;
  form?: string;
  type?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  pattern?: string;
  multiple?: boolean;
  value?: string;
  defaultValue?: string | number | readonly string[];
  defaultChecked?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

export type InputType = "text" | "tel" | "email" | "date" | "datetime-local" | "time" | "number" | "password";

export interface FieldControls {
  field(name: string): FieldView;
  input(name: string, type: InputType, describedBy?: string): ControlProps;
  select(name: string, describedBy?: string): ControlProps;
  textarea(name: string, describedBy?: string): ControlProps;
  checkbox(name: string, describedBy?: string): ControlProps;
  checkboxes(name: string, values: readonly string[], describedBy?: string): ControlProps[];
  radios(name: string, values: readonly string[], describedBy?: string): ControlProps[];
}

const joinIds = (...ids: (string | undefined | false)[]) => ids.filter(Boolean).join(" ") || undefined;

/** Without any form library. */
export function plainControls(
  formId: string,
  constraint: FieldConstraints,
  lastResult?: SubmissionResult<string[]>,
  defaults?: Record<string, unknown>,
): FieldControls {
  const values = (lastResult?.initialValue ?? defaults ?? {}) as Record<string, unknown>;
  const errorsOf = (name: string) => lastResult?.error?.[name] ?? undefined;
  const field = (name: string): FieldView => {
    const id = `${formId}-${name}`;
    return { id, name, errorId: `${id}-error`, descriptionId: `${id}-description`, errors: errorsOf(name) };
  };
  const common = (name: string, describedBy?: string): ControlProps => {
    const view = field(name);
    const invalid = Boolean(view.errors?.length);
    const rules = constraint[name] ?? {};
    return {
      id: view.id,
      name,
      form: formId,
      ...rules,
      "aria-invalid": invalid || undefined,
      "aria-describedby": joinIds(invalid && view.errorId, describedBy),
    };
  };
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : undefined);
  const list = (name: string) => {
    const value = values[name];
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : typeof value === "string" ? [value] : [];
  };
  return {
    field,
    input: (name, type, describedBy) => ({ ...common(name, describedBy), type, defaultValue: text(name) }),
    select: (name, describedBy) => ({ ...common(name, describedBy), defaultValue: text(name) }),
    textarea: (name, describedBy) => ({ ...common(name, describedBy), defaultValue: text(name) }),
    checkbox: (name, describedBy) => {
      const { required: _required, pattern: _pattern, ...props } = common(name, describedBy);
      return { ...props, type: "checkbox", value: "on", defaultChecked: values[name] === "on" };
    },
    checkboxes: (name, options, describedBy) => {
      const chosen = list(name);
      const { required: _required, multiple: _multiple, pattern: _pattern, ...props } = common(name, describedBy);
      return options.map((value) => ({ ...props, id: `${props.id}-${value}`, type: "checkbox", value, defaultChecked: chosen.includes(value) }));
    },
    radios: (name, options, describedBy) => {
      const chosen = text(name);
      const { multiple: _multiple, pattern: _pattern, minLength: _min, maxLength: _max, ...props } = common(name, describedBy);
      return options.map((value) => ({ ...props, id: `${props.id}-${value}`, type: "radio", value, defaultChecked: chosen === value }));
    },
  };
}
