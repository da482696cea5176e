import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { PhoneIndex } from "./regional-phone";
import { site } from "~/shared/site/site-config";
import { ContactPhoneContext, usePagePhoneIndex } from "./contact-phone";

/**
 * Regional phone number (docs/requirements.md, Constants): picked only when the visitor asks ("Use my
 * location"), then remembered in localStorage. Failures are logged as the spec says and told: the nearest
 * office by coordinates, or all three numbers without a position.
 */
const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by your browser.";
export const REGIONAL_PHONE_STORAGE_KEY = "manzil:regional-phone";

export type Choice = { index: PhoneIndex; region: string; city: string };
export type LocateOutcome = { kind: "region" | "nearest"; index: PhoneIndex; office?: string } | { kind: "unavailable" } | null;
type RegionalPhone = { choice: Choice | null; locating: boolean; outcome: LocateOutcome; locate: () => void };

const RegionalPhoneContext = createContext<RegionalPhone>({ choice: null, locating: false, outcome: null, locate: () => {} });

function readStoredChoice(): Choice | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(REGIONAL_PHONE_STORAGE_KEY) ?? "null") as Partial<Choice> | null;
    if (!stored || ![0, 1, 2].includes(stored.index as number)) return null;
    return { index: stored.index as PhoneIndex, region: String(stored.region ?? ""), city: String(stored.city ?? "") };
  } catch {
    return null;
  }
}

function storeChoice(choice: Choice) {
  try {
    window.localStorage.setItem(REGIONAL_PHONE_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Private browsing or storage full: the choice lasts for this page only.
  }
}

export function RegionalPhoneProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [locating, setLocating] = useState(false);
  const [outcome, setOutcome] = useState<LocateOutcome>(null);
  const pagePhoneIndex = usePagePhoneIndex();

  // After hydration only, so the server-rendered first number and the client agree.
  useEffect(() => {
    setChoice(readStoredChoice());
  }, []);

  const choose = useCallback((next: Choice) => {
    setChoice(next);
    storeChoice(next);
  }, []);

  const locate = useCallback(() => {
    setOutcome(null);
    if (typeof navigator === "undefined" || !("geolocation" in navigator) || !navigator.geolocation) {
      console.warn(GEOLOCATION_UNSUPPORTED);
      setOutcome({ kind: "unavailable" });
      return;
    }
    setLocating(true);
    import("./locate-visitor")
      .then(({ locateVisitor }) => locateVisitor(navigator.geolocation))
      .then((found) => {
        choose({ index: found.index, region: found.region, city: found.city });
        setOutcome(found.kind === "region" ? { kind: "region", index: found.index } : { kind: "nearest", index: found.index, office: found.office });
      })
      .catch((error: unknown) => {
        // No position (refused, timed out), or the code could not load: all three numbers, as before.
        console.warn(error instanceof Error ? error.message : error);
        setOutcome({ kind: "unavailable" });
      })
      .finally(() => setLocating(false));
  }, [choose]);

  const index = pagePhoneIndex ?? choice?.index ?? 0;
  const known = pagePhoneIndex !== null || choice !== null;
  const phone = useMemo(() => ({ ...(site.phones[index] ?? site.phones[0]), known }), [index, known]);
  const regional = useMemo(() => ({ choice, locating, outcome, locate }), [choice, locating, outcome, locate]);
  return (
    <RegionalPhoneContext.Provider value={regional}>
      <ContactPhoneContext.Provider value={phone}>{children}</ContactPhoneContext.Provider>
    </RegionalPhoneContext.Provider>
  );
}

export function useRegionalPhone(): RegionalPhone {
  return useContext(RegionalPhoneContext);
}
