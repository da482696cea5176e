import { HONEYPOT_FIELD } from "~contract/honeypot";
import { useMessageOr } from "~/i18n/use-messages";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { Option } from "./fields";
import type { FieldControls, FieldView, InputType } from "./form-controls";

/** The error sits in a polite live region (aria-describedby, aria-invalid), so it is announced when it appears. */
type Labelled = {
  controls: FieldControls;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  describedBy?: string;
};

const describedByOf = (field: FieldView, hint: ReactNode, describedBy?: string) =>
  [hint ? field.descriptionId : undefined, describedBy].filter(Boolean).join(" ") || undefined;

function FieldError({ field }: { field: FieldView }) {
  return (
    <p id={field.errorId} className="field-error" aria-live="polite">
      {field.errors?.[0] ?? ""}
    </p>
  );
}

function Label({ field, label, optional }: { field: FieldView; label: ReactNode; optional?: boolean }) {
  const text = useMessageOr();
  return (
    <label htmlFor={field.id}>
      {label}
      {optional ? <span className="field-optional"> {text("form.optional", "(optional)")}</span> : null}
    </label>
  );
}

function Hint({ field, hint }: { field: FieldView; hint?: ReactNode }) {
  return hint ? (
    <p id={field.descriptionId} className="field-hint">
      {hint}
    </p>
  ) : null;
}

function LabelledField({
  field,
  label,
  hint,
  optional,
  className,
  children,
}: {
  field: FieldView;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field ${className ?? ""}`}>
      <Label field={field} label={label} optional={optional} />
      <Hint field={field} hint={hint} />
      {children}
      <FieldError field={field} />
    </div>
  );
}

export function TextField({
  controls,
  name,
  label,
  hint,
  optional,
  className,
  describedBy,
  type = "text",
  ...attributes
}: Labelled & { type?: InputType } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form" | "defaultValue">) {
  const field = controls.field(name);
  const { key, ...props } = controls.input(name, type, describedByOf(field, hint, describedBy));
  return (
    <LabelledField field={field} label={label} hint={hint} optional={optional} className={className}>
      {/* People's words take their direction from what they type: Urdu in an English form reads right to left. */}
      <input key={key} {...props} dir={type === "text" ? "auto" : undefined} {...attributes} />
    </LabelledField>
  );
}

/** Digits stay left to right even in Urdu. */
export function PhoneField(props: Omit<Parameters<typeof TextField>[0], "type">) {
  return <TextField type="tel" autoComplete="tel" inputMode="tel" dir="ltr" {...props} />;
}

export function TextareaField({
  controls,
  name,
  label,
  hint,
  optional,
  className,
  describedBy,
  ...attributes
}: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "form" | "defaultValue">) {
  const field = controls.field(name);
  const { key, type: _type, defaultValue, ...props } = controls.textarea(name, describedByOf(field, hint, describedBy));
  return (
    <LabelledField field={field} label={label} hint={hint} optional={optional} className={className}>
      <textarea key={key} {...props} defaultValue={defaultValue as string | undefined} dir="auto" {...attributes} />
    </LabelledField>
  );
}

export type SelectGroup = { label: string; options: readonly Option[] };

export function SelectField({
  controls,
  name,
  label,
  hint,
  optional,
  className,
  describedBy,
  placeholder,
  options,
  groups,
  remountKey,
  ...attributes
}: Labelled & {
  /** The empty first choice; none when a value is always chosen (a status). */
  placeholder?: string;
  options?: readonly Option[];
  groups?: readonly SelectGroup[];
  /** Changes with the option list, so the browser picks the selection again. */
  remountKey?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "form" | "defaultValue">) {
  const field = controls.field(name);
  // Patterns and lengths mean nothing to a select.
  const { key, type: _type, pattern: _pattern, minLength: _min, maxLength: _max, ...props } = controls.select(name, describedByOf(field, hint, describedBy));
  const option = (item: Option) => (
    <option key={item.id} value={item.id}>
      {item.label}
    </option>
  );
  return (
    <LabelledField field={field} label={label} hint={hint} optional={optional} className={className}>
      <select key={`${key ?? ""}${remountKey ?? ""}`} {...props} {...attributes}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options?.map(option)}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(option)}
          </optgroup>
        ))}
      </select>
    </LabelledField>
  );
}

export function CheckboxField({ controls, name, label, hint, className }: Omit<Labelled, "optional" | "describedBy">) {
  const field = controls.field(name);
  const { key, ...props } = controls.checkbox(name, describedByOf(field, hint));
  return (
    <div className={`field field-check ${className ?? ""}`}>
      <div className="check">
        <input key={key} {...props} />
        <label htmlFor={field.id}>{label}</label>
      </div>
      <Hint field={field} hint={hint} />
      <FieldError field={field} />
    </div>
  );
}

type ChoiceGroupProps = {
  controls: FieldControls;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly Option[];
};

/** Checkboxes or radios in one fieldset: legend, hint, the choices, the error beside them. */
function ChoiceFieldset({
  field,
  legend,
  hint,
  inputs,
  options,
  className,
}: {
  field: FieldView;
  legend: ReactNode;
  hint?: ReactNode;
  inputs: Array<InputHTMLAttributes<HTMLInputElement> & { key?: string; id: string }>;
  options: readonly Option[];
  className?: string;
}) {
  return (
    <fieldset className={`field field-group${className ? ` ${className}` : ""}`} aria-describedby={hint ? field.descriptionId : undefined}>
      <legend>{legend}</legend>
      <Hint field={field} hint={hint} />
      <div className="check-list">
        {inputs.map(({ key, ...props }, index) => (
          <div className="check" key={key ?? props.id}>
            <input {...props} />
            <label htmlFor={props.id}>{options[index]?.label}</label>
          </div>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

export function CheckboxGroup({ controls, name, legend, hint, options }: ChoiceGroupProps) {
  const text = useMessageOr();
  const optional = (
    <>
      {legend}
      <span className="field-optional"> {text("form.optional", "(optional)")}</span>
    </>
  );
  const boxes = controls.checkboxes(
    name,
    options.map((o) => o.id),
  );
  return <ChoiceFieldset field={controls.field(name)} legend={optional} hint={hint} inputs={boxes} options={options} />;
}

/** One choice of a few, all in view. The choice last posted (or the form's default) is checked. */
export function RadioGroup({ controls, name, legend, hint, options, className }: ChoiceGroupProps & { className?: string }) {
  const radios = controls.radios(
    name,
    options.map((o) => o.id),
  );
  return <ChoiceFieldset field={controls.field(name)} legend={legend} hint={hint} inputs={radios} options={options} className={className} />;
}

/** Invisible to people, skipped by keyboards and autofill. */
export function HoneypotField({ id }: { id: string }) {
  const text = useMessageOr();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{text("form.honeypot", "Leave this field empty")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
