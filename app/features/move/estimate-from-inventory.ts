import type { Rates } from "~/features/leads";
import { placeRates, type MoveDetails, type MoveEstimate } from "./move-estimate";

/** Priced at the middle of each rate, for staff to adjust. */
const middle = (range: readonly [number, number], times = 1) => Math.round(((range[0] + range[1]) / 2) * times / 100) * 100;

export function inventoryEstimateLines(rates: Rates, move: MoveDetails, estimate: MoveEstimate): { description: string; amount: number }[] {
  const inventory = rates.inventory;
  const place = inventory ? placeRates(inventory, move.fromCity, move.toCity) : null;
  if (!inventory || !place || !estimate.vehicles?.length || estimate.totals.cubicFeet <= 0) return [];
  const lines: { description: string; amount: number }[] = [];
  for (const chosen of estimate.vehicles) {
    const vehicle = inventory.vehicles.find((entry) => entry.id === chosen.id)!;
    const rate = place.vehicles[chosen.id];
    if (rate) lines.push({ description: `${vehicle.en}${chosen.count > 1 ? ` × ${chosen.count}` : ""} (${vehicle.cubicFeet} cu ft each)`, amount: middle(rate, chosen.count) });
  }
  lines.push({ description: `Crew of ${estimate.crew}, loading and unloading (${estimate.totals.cubicFeet} cu ft)`, amount: middle(place.crewPerPerson, estimate.crew) + middle(place.base) });
  const floor = typeof move.floor === "number" && move.floor > 0 && move.lift !== true ? move.floor : 0;
  if (floor) lines.push({ description: `Stairs: floor ${floor}, no lift`, amount: middle(place.perFloorWithoutLift, floor) });
  if (estimate.totals.dismantle) lines.push({ description: `Dismantling and assembly: ${estimate.totals.dismantle} items`, amount: middle(place.dismantlePerItem, estimate.totals.dismantle) });
  if (Array.isArray(move.extras) && move.extras.includes("packing")) {
    lines.push({ description: `Packing and materials (${estimate.totals.cubicFeet} cu ft)`, amount: middle(place.packingPerCubicFoot, estimate.totals.cubicFeet) });
  }
  return lines;
}
