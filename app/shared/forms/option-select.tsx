import type { Option } from "./fields";

type OptionSelectProps = {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  /** Changes with the value the server sent, so the browser shows it again after a navigation instead of the old choice. */
  remountKey: string;
  /** The first option, with an empty value ("All types", "Nobody yet"); none when a choice is required. */
  emptyLabel?: string;
  options: readonly Option[];
};

/**
 * A labelled select for the staff pages' plain forms (lead filters, pipeline, revision compare):
 * the same markup for every list of choices. The lead forms use SelectField (form-fields.tsx), which also shows errors.
 */
export function OptionSelect({ id, name, label, defaultValue, remountKey, emptyLabel, options }: OptionSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue} key={remountKey}>
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

