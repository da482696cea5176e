import { phoneIndexForPlace, type PhoneIndex } from "./regional-phone";
import { nearestOffice } from "~/shared/site/offices";

/**
 * What "Use my location" does, loaded when a visitor presses it rather than
 * with every page (few visitors use it, and every page paid for it: ADR 017).
 * The browser's position, then its region through /resources/region
 * (docs/requirements.md, Constants), or else the office nearest the position (site.json coordinates).
 */
export type Located =
  | { kind: "region"; index: PhoneIndex; region: string; city: string }
  /** office: the nearest office's key in site.json (its `city`), for the page to name it in its language. */
  | { kind: "nearest"; index: PhoneIndex; region: string; city: string; office: string };

async function lookUpPlace(position: GeolocationPosition): Promise<{ region: string; city: string }> {
  const query = new URLSearchParams({ latitude: String(position.coords.latitude), longitude: String(position.coords.longitude) });
  const response = await fetch(`/resources/region?${query}`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Region lookup answered ${response.status}`);
  const body = (await response.json()) as { region?: unknown; city?: unknown };
  return { region: typeof body.region === "string" ? body.region : "", city: typeof body.city === "string" ? body.city : "" };
}

/** Resolves with the visitor's number, or rejects with why there is no position. */
export function locateVisitor(geolocation: Geolocation): Promise<Located> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => {
        lookUpPlace(position)
          .then((place) => resolve({ kind: "region", index: phoneIndexForPlace(place), ...place }))
          .catch((error: unknown) => {
            console.warn("Could not look up your region:", error instanceof Error ? error.message : error);
            const office = nearestOffice({ lat: position.coords.latitude, lng: position.coords.longitude });
            resolve({ kind: "nearest", index: office.phoneIndex as PhoneIndex, region: office.region, city: office.locality, office: office.city });
          });
      },
      (error) => reject(new Error(`Could not get your location: ${error.message}`)),
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  });
}
