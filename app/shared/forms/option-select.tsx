import type { Option } from "./fields";

type OptionSelectProps = {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  /** Changes with the server's value, so the browser shows it after a navigation instead of the old choice. */
  remountKey: string;
  /** None when a choice is required. */
  emptyLabel?: string;
  options: readonly Option[];
};

/** The lead forms use SelectField, which also shows errors. */
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

