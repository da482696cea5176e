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

/** Announced as soon as it appears. */
export function FormError({ id, errors, testId }: { id: string; errors?: string[] | null; testId?: string }) {
  return (
    <div id={id} role="alert" className={errors?.length ? "form-status form-status-error" : undefined} data-testid={testId}>
      {errors?.map((error) => (
        <p key={error} className="form-status-line">
          {error}
        </p>
      ))}
    </div>
  );
}
