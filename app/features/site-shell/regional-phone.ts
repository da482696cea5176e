/**
 * docs/requirements.md, Constants: Punjab → 0, Sindh → 1, Islamabad/Rawalpindi city → 2, default 0. The city
 * rule goes first (Rawalpindi is in Punjab). Our addition: "Islamabad Capital Territory" also gives 2.
 */
export type PhoneIndex = 0 | 1 | 2;
export type Place = { region?: string | null; city?: string | null };

const PUNJAB_PHONE: PhoneIndex = 0;
const SINDH_PHONE: PhoneIndex = 1;
const ISLAMABAD_RAWALPINDI_PHONE: PhoneIndex = 2;

const contains = (text: string | null | undefined, part: string) => (text ?? "").toLowerCase().includes(part);

export function phoneIndexForPlace(place: Place | null | undefined): PhoneIndex {
  const city = place?.city;
  const region = place?.region;
  if (contains(city, "islamabad") || contains(city, "rawalpindi")) return ISLAMABAD_RAWALPINDI_PHONE;
  if (contains(region, "sindh")) return SINDH_PHONE;
  if (contains(region, "punjab")) return PUNJAB_PHONE;
  if (contains(region, "islamabad")) return ISLAMABAD_RAWALPINDI_PHONE;
  return PUNJAB_PHONE;
}

/** BigDataCloud's reverse-geocode-client shape. */
export type ReverseGeocodeAnswer = { principalSubdivision?: unknown; city?: unknown; locality?: unknown };

/** The locality stands in when the city is empty. */
export function placeFromReverseGeocode(answer: ReverseGeocodeAnswer | null | undefined): { region: string; city: string } {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return { region: text(answer?.principalSubdivision), city: text(answer?.city) || text(answer?.locality) };
}
