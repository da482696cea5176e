import { useEffect, useState } from "react";

/**
 * False during the server render and the first client render (so hydration
 * matches), true afterwards: the switch from the no-JS controls to the
 * enhanced ones.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
