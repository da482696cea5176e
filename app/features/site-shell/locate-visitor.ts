import { phoneIndexForPlace, type PhoneIndex } from "./regional-phone";
import { nearestOffice } from "~/shared/site/offices";

/** Loaded when pressed, not with every page (ADR 017). */
export type Located =
  | { kind: "region"; index: PhoneIndex; region: string; city: string }
  /** The page names the office in its language. */
  | { kind: "nearest"; index: PhoneIndex; region: string; city: string; office: string };

async function lookUpPlace(position: GeolocationPosition): Promise<{ region: string; city: string }> {
  const query = new URLSearchParams({ latitude: String(position.coords.latitude), longitude: String(position.coords.longitude) });
  const response = await fetch(`/resources/region?${query}`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Region lookup answered ${response.status}`);
  const body = (await response.json()) as { region?: unknown; city?: unknown };
  return { region: typeof body.region === "string" ? body.region : "", city: typeof body.city === "string" ? body.city : "" };
}

/** Rejects with why there is no position. */
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
