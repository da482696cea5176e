import type { Rates } from "./rates-schema";

/** Pure: the form shows it live and the server on the confirmation page, from the same rates. */
export type PriceRange = { min: number; max: number };
export type EstimateSelection = { service?: unknown; fromCity?: unknown; toCity?: unknown; propertySize?: unknown };

export function estimatePrice(rates: Rates, selection: EstimateSelection): PriceRange | null {
  const { service, fromCity, toCity, propertySize } = selection;
  if (typeof service !== "string" || typeof fromCity !== "string" || typeof toCity !== "string" || typeof propertySize !== "string") {
    return null;
  }
  const table = rates.tables.find((candidate) => candidate.services.includes(service));
  if (!table) return null;

  let sizes: Partial<Record<string, [number, number]>> | undefined;
  if (fromCity === toCity) {
    sizes = (table.sameCity as Partial<Record<string, Partial<Record<string, [number, number]>>>>)[fromCity];
  } else {
    const wanted = [fromCity, toCity].sort().join("-");
    const key = Object.keys(table.intercity).find((candidate) => candidate.split("-").sort().join("-") === wanted);
    sizes = key ? table.intercity[key] : undefined;
  }
  const range = sizes?.[propertySize];
  return range ? { min: range[0], max: range[1] } : null;
}

/** The same on server and browser, whatever their locale. */
export function formatRupees(amount: number): string {
  return `Rs. ${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

export function formatPriceRange(range: PriceRange): string {
  return range.min === range.max ? formatRupees(range.min) : `${formatRupees(range.min)} – ${formatRupees(range.max)}`;
}
