import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { MapPinIcon } from "~/components/icons";
import { phoneIndexForPlace, type PhoneIndex } from "~/lib/leads/regional-phone";
import { formatPakistaniPhone } from "~/lib/phone";
import { site } from "~/lib/site-config";
import { ContactPhoneContext } from "./contact-phone";

/**
 * The regional phone number (spec §9). Every page is rendered with the first
 * number. When a visitor asks for it (the "Use my location" button, never on
 * page load), the browser's geolocation and a reverse-geocoding lookup
 * through the web server (/api/region) pick the number of their region; the
 * choice is remembered in localStorage so the header, call button and
 * contact section use it on later pages and visits. Failures are only
 * logged (spec §8); the page keeps the number it has.
 */
export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by your browser.";
export const REGIONAL_PHONE_STORAGE_KEY = "manzil:regional-phone";

type Choice = { index: PhoneIndex; region: string; city: string };
type RegionalPhone = { choice: Choice | null; locating: boolean; locate: () => void };

const RegionalPhoneContext = createContext<RegionalPhone>({ choice: null, locating: false, locate: () => {} });

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

async function lookUpPlace(position: GeolocationPosition): Promise<{ region: string; city: string }> {
  const query = new URLSearchParams({ latitude: String(position.coords.latitude), longitude: String(position.coords.longitude) });
  const response = await fetch(`/api/region?${query}`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Region lookup answered ${response.status}`);
  const body = (await response.json()) as { region?: unknown; city?: unknown };
  return { region: typeof body.region === "string" ? body.region : "", city: typeof body.city === "string" ? body.city : "" };
}

export function RegionalPhoneProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [locating, setLocating] = useState(false);

  // After hydration only, so the server-rendered first number and the client agree.
  useEffect(() => {
    setChoice(readStoredChoice());
  }, []);

  const locate = useCallback(() => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator) || !navigator.geolocation) {
      console.warn(GEOLOCATION_UNSUPPORTED);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        lookUpPlace(position)
          .then((place) => {
            const next: Choice = { index: phoneIndexForPlace(place), ...place };
            setChoice(next);
            storeChoice(next);
          })
          .catch((error: unknown) => console.warn("Could not look up your region:", error instanceof Error ? error.message : error))
          .finally(() => setLocating(false));
      },
      (error) => {
        console.warn(`Could not get your location: ${error.message}`);
        setLocating(false);
      },
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }, []);

  const phone = site.phones[choice?.index ?? 0] ?? site.phones[0];
  const regional = useMemo(() => ({ choice, locating, locate }), [choice, locating, locate]);
  return (
    <RegionalPhoneContext.Provider value={regional}>
      <ContactPhoneContext.Provider value={phone}>{children}</ContactPhoneContext.Provider>
    </RegionalPhoneContext.Provider>
  );
}

export function useRegionalPhone(): RegionalPhone {
  return useContext(RegionalPhoneContext);
}

/** "Use my location to show the nearest office": rendered only where JavaScript runs, since it needs it. */
export function NearestOfficeButton() {
  const { choice, locating, locate } = useRegionalPhone();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  const phone = choice ? site.phones[choice.index] : null;
  return (
    <div className="nearest-office">
      <button type="button" className="button button-outline nearest-office-button" onClick={locate} aria-disabled={locating || undefined}>
        <MapPinIcon size={18} /> {locating ? "Finding your nearest office…" : "Use my location to show the nearest office"}
      </button>
      <p className="nearest-office-status muted" role="status">
        {phone ? `Showing the number for ${phone.label}: ${formatPakistaniPhone(phone.number)}` : ""}
      </p>
    </div>
  );
}
