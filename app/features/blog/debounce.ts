/** docs/requirements.md (Constants). */
export const SEARCH_DEBOUNCE_MS = 500;

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
