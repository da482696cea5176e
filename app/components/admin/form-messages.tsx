/** Inline validation messages for Conform fields and forms. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} className="field-error-slot">
      {errors?.map((error) => (
        <p key={error} className="field-error">
          {error}
        </p>
      ))}
    </div>
  );
}

/** The form-level message (the API's verdict); announced as soon as it appears. */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} role="alert" className={errors?.length ? "form-status form-status-error" : undefined}>
      {errors?.map((error) => (
        <p key={error} className="form-status-line">
          {error}
        </p>
      ))}
    </div>
  );
}
