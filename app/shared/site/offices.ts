import { site, type Office } from "./site-config";

export function officeOfCity(city: string | null | undefined): Office | undefined {
  return city ? site.offices.find((office) => office.city === city) : undefined;
}

export function officePhone(office: Office): { number: string; label: string } {
  return site.phones[office.phoneIndex] ?? site.phones[0];
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** From site.json's coordinates: needs no third party. */
export function nearestOffice(position: { lat: number; lng: number }, offices: readonly Office[] = site.offices): Office {
  let best = offices[0];
  let bestDistance = Infinity;
  for (const office of offices) {
    const distance = distanceKm(position, office.geo);
    if (distance < bestDistance) {
      best = office;
      bestDistance = distance;
    }
  }
  return best;
}

export function officeAddress(office: Office): string {
  return `${office.street}, ${office.locality} ${office.postalCode}`;
}

/** Google Maps' documented cross-platform URL. */
export function directionsHref(office: Office): string {
  const destination = `${office.street}, ${office.locality}, ${office.region} ${office.postalCode}, Pakistan`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
