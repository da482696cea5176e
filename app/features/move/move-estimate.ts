import { estimatePrice, type Catalogue, type InventoryRates, type PlaceRates, type PriceRange, type Rates } from "~/features/leads";

/** Pure, so the browser computes it as items are typed and the server the same on every page. */
export type InventoryRoom = {
  items: readonly { item: string; quantity: number }[];
  others: readonly { size: string; quantity: number }[];
};
export type MoveDetails = { service?: unknown; fromCity?: unknown; toCity?: unknown; propertySize?: unknown; floor?: unknown; lift?: unknown; extras?: unknown };

export type InventoryTotals = {
  cubicFeet: number;
  /** Pieces, counting each carton and each sofa seat. */
  pieces: number;
  dismantle: number;
  fragile: number;
  twoPeople: number;
};

export function inventoryTotals(catalogue: Catalogue, rooms: readonly InventoryRoom[]): InventoryTotals {
  const items = new Map(catalogue.items.map((item) => [item.id, item]));
  const sizes = new Map(catalogue.otherSizes.map((size) => [size.id as string, size.cubicFeet]));
  const totals: InventoryTotals = { cubicFeet: 0, pieces: 0, dismantle: 0, fragile: 0, twoPeople: 0 };
  for (const room of rooms) {
    for (const line of room.items) {
      const item = items.get(line.item);
      // An item the catalogue no longer has is kept but not priced: staff see it on the lead.
      if (!item || !(line.quantity > 0)) continue;
      totals.cubicFeet += item.cubicFeet * line.quantity;
      totals.pieces += line.quantity;
      if (item.flags.includes("dismantle")) totals.dismantle += line.quantity;
      if (item.flags.includes("fragile")) totals.fragile += line.quantity;
      if (item.flags.includes("two-people")) totals.twoPeople += line.quantity;
    }
    for (const other of room.others) {
      if (!(other.quantity > 0)) continue;
      totals.cubicFeet += (sizes.get(other.size) ?? 0) * other.quantity;
      totals.pieces += other.quantity;
    }
  }
  totals.cubicFeet = Math.round(totals.cubicFeet * 10) / 10;
  return totals;
}

export type VehicleCount = { id: string; count: number; cubicFeet: number };

/** Beyond the largest, as many of it as fill up plus the smallest that carries the rest; null when none is priced there. */
export function chooseVehicles(rates: InventoryRates, cubicFeet: number, priced: ReadonlySet<string> | null = null): VehicleCount[] | null {
  const fleet = rates.vehicles.filter((vehicle) => !priced || priced.has(vehicle.id));
  if (fleet.length === 0) return null;
  if (cubicFeet <= 0) return [];
  const largest = fleet[fleet.length - 1]!;
  const fits = (volume: number) => fleet.find((vehicle) => vehicle.cubicFeet >= volume)!;
  if (cubicFeet <= largest.cubicFeet) {
    const one = fits(cubicFeet);
    return [{ id: one.id, count: 1, cubicFeet: one.cubicFeet }];
  }
  const full = Math.floor(cubicFeet / largest.cubicFeet);
  const rest = cubicFeet - full * largest.cubicFeet;
  const result: VehicleCount[] = [];
  if (rest > 0) {
    const last = fits(rest);
    if (last.id === largest.id) return [{ id: largest.id, count: full + 1, cubicFeet: largest.cubicFeet }];
    result.push({ id: last.id, count: 1, cubicFeet: last.cubicFeet });
  }
  result.unshift({ id: largest.id, count: full, cubicFeet: largest.cubicFeet });
  return result;
}

/** Two when one item needs two people. */
export function crewSize(rates: InventoryRates, totals: InventoryTotals): number {
  if (totals.cubicFeet <= 0) return 0;
  const byVolume = Math.ceil(totals.cubicFeet / rates.crew.cubicFeetPerPerson);
  return Math.min(rates.crew.max, Math.max(rates.crew.min, byVolume, totals.twoPeople > 0 ? 2 : 0));
}

export function placeRates(rates: InventoryRates, fromCity: unknown, toCity: unknown): PlaceRates | null {
  if (typeof fromCity !== "string" || typeof toCity !== "string") return null;
  if (fromCity === toCity) return (rates.sameCity as Partial<Record<string, PlaceRates>>)[fromCity] ?? null;
  const wanted = [fromCity, toCity].sort().join("-");
  const key = Object.keys(rates.intercity).find((candidate) => candidate.split("-").sort().join("-") === wanted);
  return key ? rates.intercity[key]! : null;
}

/** above/below: the inventory is larger or smaller than the size chosen on /book suggests (said on the page). */
export type RangePosition = "inside" | "above" | "below" | "no-book-range";

export type MoveEstimate = {
  totals: InventoryTotals;
  /** null: no vehicle is priced where this move goes. */
  vehicles: VehicleCount[] | null;
  /** More vehicles than the rates allow one move: staff plan it. */
  tooLarge: boolean;
  crew: number;
  /** null: nothing listed yet, or the service or place has no inventory rates. */
  range: PriceRange | null;
  bookRange: PriceRange | null;
  position: RangePosition | null;
};

const add = (sum: [number, number], part: readonly [number, number], times = 1): [number, number] => [sum[0] + part[0] * times, sum[1] + part[1] * times];

export function estimateMove(rates: Rates, catalogue: Catalogue, move: MoveDetails, rooms: readonly InventoryRoom[]): MoveEstimate {
  const inventoryRates = rates.inventory;
  const totals = inventoryTotals(catalogue, rooms);
  const bookRange = estimatePrice(rates, move);
  const empty: MoveEstimate = { totals, vehicles: [], tooLarge: false, crew: 0, range: null, bookRange, position: null };
  if (!inventoryRates || totals.cubicFeet <= 0) return empty;
  const place = placeRates(inventoryRates, move.fromCity, move.toCity);
  const vehicles = chooseVehicles(inventoryRates, totals.cubicFeet, place ? new Set(Object.keys(place.vehicles)) : null);
  const crew = crewSize(inventoryRates, totals);
  const vehicleCount = (vehicles ?? []).reduce((sum, vehicle) => sum + vehicle.count, 0);
  const tooLarge = vehicleCount > inventoryRates.maxVehicles;
  const priced = place && vehicles && !tooLarge && typeof move.service === "string" && inventoryRates.services.includes(move.service);
  if (!priced) return { ...empty, vehicles, tooLarge, crew };

  let sum: [number, number] = [...place.base];
  for (const vehicle of vehicles) sum = add(sum, place.vehicles[vehicle.id]!, vehicle.count);
  sum = add(sum, place.crewPerPerson, crew);
  const floor = typeof move.floor === "number" && move.floor > 0 && move.lift !== true ? move.floor : 0;
  sum = add(sum, place.perFloorWithoutLift, floor);
  sum = add(sum, place.dismantlePerItem, totals.dismantle);
  if (Array.isArray(move.extras) && move.extras.includes("packing")) sum = add(sum, place.packingPerCubicFoot, totals.cubicFeet);
  const own: PriceRange = { min: roundTo100(sum[0]), max: roundTo100(sum[1]) };
  const { range, position } = narrow(own, bookRange, inventoryRates.maxShareOfBookRange);
  return { totals, vehicles, tooLarge, crew, range, bookRange, position };
}

/** At most `share` of /book's width around the overlap's middle; wholly outside it stays as priced. */
export function narrow(own: PriceRange, book: PriceRange | null, share: number): { range: PriceRange; position: RangePosition } {
  if (!book) return { range: own, position: "no-book-range" };
  if (own.min > book.max) return { range: own, position: "above" };
  if (own.max < book.min) return { range: own, position: "below" };
  let min = Math.max(own.min, book.min);
  let max = Math.min(own.max, book.max);
  const widest = Math.floor((book.max - book.min) * share);
  if (max - min > widest) {
    const middle = (min + max) / 2;
    min = Math.max(book.min, roundTo100(middle - widest / 2));
    max = Math.min(book.max, min + roundDownTo100(widest));
  }
  return { range: { min, max }, position: "inside" };
}

const roundTo100 = (value: number) => Math.round(value / 100) * 100;
const roundDownTo100 = (value: number) => Math.floor(value / 100) * 100;
