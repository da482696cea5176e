/** docs/requirements.md (Constants): the blog search runs after 500 ms without typing (and starts again at page 1). */
export const SEARCH_DEBOUNCE_MS = 500;

/** Calls `run` once `ms` have passed since the last trigger(); cancel() drops a pending call. */
export function debounce(run: () => void, ms: number): { trigger(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    trigger() {
      clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
