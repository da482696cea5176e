/** docs/requirements.md (Routes). */
export function LoadingSpinner({ label = "Loading…", fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? "spinner-wrap spinner-full" : "spinner-wrap"} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </div>
  );
}
