import { placeFromReverseGeocode, type ReverseGeocodeAnswer } from "./regional-phone";
import { env } from "~/shared/env.server";

/** Made by the web server (docs/requirements.md, API calls), so the page makes no third-party requests and CSP stays 'self'. */
const DEFAULT_REVERSE_GEOCODE_URL = "https://api.bigdatacloud.net/data/reverse-geocode-client";
const REVERSE_GEOCODE_TIMEOUT_MS = 5_000;

function reverseGeocodeUrl(): string {
  return env().REVERSE_GEOCODE_URL ?? DEFAULT_REVERSE_GEOCODE_URL;
}

/** About a kilometre: enough to tell provinces apart, and keeps the exact position private. */
export function roundCoordinate(value: number): string {
  return value.toFixed(2);
}

export function parseCoordinates(params: URLSearchParams): { latitude: number; longitude: number } | null {
  const latitude = Number(params.get("latitude"));
  const longitude = Number(params.get("longitude"));
  if (!params.get("latitude") || !params.get("longitude")) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

export async function reverseGeocode(latitude: number, longitude: number): Promise<{ region: string; city: string }> {
  const url = new URL(reverseGeocodeUrl());
  url.searchParams.set("latitude", roundCoordinate(latitude));
  url.searchParams.set("longitude", roundCoordinate(longitude));
  url.searchParams.set("localityLanguage", "en");
  const response = await fetch(url, {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(REVERSE_GEOCODE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Reverse geocoding answered ${response.status}`);
  const answer = (await response.json()) as ReverseGeocodeAnswer;
  return placeFromReverseGeocode(answer && typeof answer === "object" ? answer : null);
}

/** Cached an hour per rounded spot, and LOOKUPS_PER_ADDRESS a minute, so nobody spends the third-party quota in a loop. */
const PLACE_MS = 60 * 60_000;
const MAX_PLACES = 5_000;
const LOOKUP_WINDOW_MS = 60_000;
export const LOOKUPS_PER_ADDRESS = 10;

type Place = { region: string; city: string };
const places = new Map<string, { place: Promise<Place>; until: number }>();
const lookups = new Map<string, { count: number; since: number }>();

export async function lookUpRegion(address: string, latitude: number, longitude: number, now = Date.now()): Promise<Place | { retryAfterSeconds: number }> {
  const key = `${roundCoordinate(latitude)},${roundCoordinate(longitude)}`;
  const known = places.get(key);
  if (known && known.until > now) return known.place;
  const window = lookups.get(address);
  if (window && now - window.since < LOOKUP_WINDOW_MS) {
    if (window.count >= LOOKUPS_PER_ADDRESS) return { retryAfterSeconds: Math.ceil((window.since + LOOKUP_WINDOW_MS - now) / 1000) };
    window.count++;
  } else {
    if (lookups.size >= MAX_PLACES) lookups.clear();
    lookups.set(address, { count: 1, since: now });
  }
  const place = reverseGeocode(latitude, longitude);
  if (places.size >= MAX_PLACES) places.delete(places.keys().next().value!);
  places.set(key, { place, until: now + PLACE_MS });
  // A failed lookup is not remembered: the next visitor there asks again.
  place.catch(() => places.get(key)?.place === place && places.delete(key));
  return place;
}
