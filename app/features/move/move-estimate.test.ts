import { describe, expect, it } from "vitest";
import rawCatalogue from "../../../content/move-catalogue.json";
import rawRates from "../../../content/rates.json";
import { ratesSchema } from "~/features/leads/rates-schema";
import { catalogueSchema } from "~/features/leads/catalogue-schema";
import { chooseVehicles, crewSize, estimateMove, inventoryTotals, narrow } from "./move-estimate";

const catalogue = catalogueSchema.parse(rawCatalogue);
const rates = ratesSchema.parse(rawRates);
const inventory = rates.inventory!;

const room = (items: Record<string, number>, others: { size: string; quantity: number }[] = []) => ({
  items: Object.entries(items).map(([item, quantity]) => ({ item, quantity })),
  others,
});
const lahore2Bed = { service: "house", fromCity: "lahore", toCity: "lahore", propertySize: "2-bed", floor: 0, lift: false, extras: [] };

/** A typical two-bedroom home in Lahore: about 500 cubic feet. */
const twoBedHome = [
  room({ "sofa-seat": 5, "center-table": 1, tv: 1, "split-ac-indoor": 1, "split-ac-outdoor": 1, "carton-medium": 6 }),
  room({ "double-bed": 1, almirah: 1, "dressing-table": 1, "split-ac-indoor": 1, "split-ac-outdoor": 1, "carton-medium": 6 }),
  room({ "double-bed": 1, almirah: 1, "carton-medium": 4 }),
  room({ fridge: 1, "washing-machine": 1, "water-dispenser": 1, "dining-table": 1, "dining-chair": 6, "carton-large": 4 }),
];

describe("the company data", () => {
  it("the catalogue and the rates in content/ pass their schemas", () => {
    expect(catalogueSchema.safeParse(rawCatalogue).success).toBe(true);
    expect(rates.inventory).toBeDefined();
  });

  it("refuses a catalogue with a duplicate item, an unknown flag or a non-Urdu name", () => {
    const twice = structuredClone(rawCatalogue) as typeof rawCatalogue;
    twice.items.push({ ...twice.items[0]! });
    expect(catalogueSchema.safeParse(twice).error!.issues[0]!.message).toBe('item "fridge" appears twice');
    const broken = structuredClone(rawCatalogue) as typeof rawCatalogue;
    broken.items[1]!.flags = ["heavy"];
    broken.items[2]!.ur = "Fridge";
    const messages = catalogueSchema.safeParse(broken).error!.issues.map((issue) => issue.message).join("\n");
    expect(messages).toMatch(/must be one of fragile, dismantle, two-people/);
    expect(messages).toMatch(/Urdu letters/);
  });

  it("refuses rates naming an unknown vehicle, vehicles out of order, or a minimum above the maximum", () => {
    const broken = structuredClone(rawRates) as typeof rawRates;
    (broken.inventory.sameCity.lahore.vehicles as Record<string, number[]>)["bus"] = [1, 2];
    broken.inventory.sameCity.karachi.base = [5000, 4000];
    broken.inventory.vehicles.reverse();
    const messages = ratesSchema.safeParse(broken).error!.issues.map((issue) => issue.message).join("\n");
    expect(messages).toMatch(/vehicle "bus" is not in vehicles/);
    expect(messages).toMatch(/smallest first/);
    expect(messages).toMatch(/minimum \(first number\) must not be above/);
  });
});

describe("inventoryTotals", () => {
  it("adds cubic feet, pieces and flags over rooms, other items by size, and skips unknown items and zero quantities", () => {
    const totals = inventoryTotals(catalogue, [
      room({ fridge: 1, "double-bed": 2, "carton-small": 3, unknown: 5, tv: 0 }),
      room({}, [{ size: "medium", quantity: 2 }]),
    ]);
    expect(totals).toEqual({ cubicFeet: 35 + 120 + 4.5 + 30, pieces: 1 + 2 + 3 + 2, dismantle: 2, fragile: 1, twoPeople: 3 });
  });
});

describe("chooseVehicles", () => {
  it("takes the smallest vehicle that carries it all, exactly at its capacity too", () => {
    expect(chooseVehicles(inventory, 1)).toEqual([{ id: "suzuki", count: 1, cubicFeet: 200 }]);
    expect(chooseVehicles(inventory, 200)).toEqual([{ id: "suzuki", count: 1, cubicFeet: 200 }]);
    expect(chooseVehicles(inventory, 201)).toEqual([{ id: "shehzore", count: 1, cubicFeet: 400 }]);
    expect(chooseVehicles(inventory, 1100)).toEqual([{ id: "container-20", count: 1, cubicFeet: 1100 }]);
  });

  it("beyond the largest: as many of the largest as fill up, and the smallest that carries the rest", () => {
    expect(chooseVehicles(inventory, 1250)).toEqual([
      { id: "container-20", count: 1, cubicFeet: 1100 },
      { id: "suzuki", count: 1, cubicFeet: 200 },
    ]);
    expect(chooseVehicles(inventory, 2200)).toEqual([{ id: "container-20", count: 2, cubicFeet: 1100 }]);
  });

  it("offers only the vehicles priced where the move goes, and none when nothing is", () => {
    expect(chooseVehicles(inventory, 150, new Set(["shehzore", "mazda"]))).toEqual([{ id: "shehzore", count: 1, cubicFeet: 400 }]);
    expect(chooseVehicles(inventory, 900, new Set(["shehzore", "mazda"]))).toEqual([
      { id: "mazda", count: 1, cubicFeet: 800 },
      { id: "shehzore", count: 1, cubicFeet: 400 },
    ]);
    expect(chooseVehicles(inventory, 150, new Set())).toBeNull();
  });
});

describe("crewSize", () => {
  const totals = (cubicFeet: number, twoPeople = 0) => ({ cubicFeet, pieces: 1, dismantle: 0, fragile: 0, twoPeople });
  it("is one person per 100 cubic feet, at least two, at most the maximum, none for an empty list", () => {
    expect(crewSize(inventory, totals(0))).toBe(0);
    expect(crewSize(inventory, totals(10))).toBe(2);
    expect(crewSize(inventory, totals(301))).toBe(4);
    expect(crewSize(inventory, totals(100_000))).toBe(inventory.crew.max);
  });
});

describe("estimateMove", () => {
  it("prices a typical two-bedroom home inside /book's range for the same move, and narrower", () => {
    const estimate = estimateMove(rates, catalogue, lahore2Bed, twoBedHome);
    expect(estimate.totals.cubicFeet).toBeGreaterThan(400);
    expect(estimate.vehicles).toEqual([{ id: "mazda", count: 1, cubicFeet: 800 }]);
    expect(estimate.crew).toBe(Math.ceil(estimate.totals.cubicFeet / 100));
    expect(estimate.bookRange).toEqual({ min: 40000, max: 65000 });
    expect(estimate.position).toBe("inside");
    const { min, max } = estimate.range!;
    expect(min).toBeGreaterThanOrEqual(40000);
    expect(max).toBeLessThanOrEqual(65000);
    expect(max - min).toBeLessThan(65000 - 40000);
    expect(max - min).toBeLessThanOrEqual(0.6 * (65000 - 40000));
  });

  it("says when the inventory prices wholly above the size chosen, and keeps its own range", () => {
    const bigHome = [...twoBedHome, ...twoBedHome, ...twoBedHome];
    const estimate = estimateMove(rates, catalogue, { ...lahore2Bed, propertySize: "1-bed" }, bigHome);
    expect(estimate.position).toBe("above");
    expect(estimate.range!.min).toBeGreaterThan(40000);
  });

  it("and wholly below", () => {
    const estimate = estimateMove(rates, catalogue, { ...lahore2Bed, propertySize: "4-bed-plus" }, [room({ fridge: 1 })]);
    expect(estimate.position).toBe("below");
    expect(estimate.range!.max).toBeLessThan(90000);
  });

  it("charges floors only without a lift, dismantling per item and packing per cubic foot when asked for", () => {
    const one = [room({ "double-bed": 1 })];
    const base = estimateMove(rates, catalogue, { ...lahore2Bed, propertySize: "few-items" }, one);
    const floors = estimateMove(rates, catalogue, { ...lahore2Bed, propertySize: "few-items", floor: 3 }, one);
    const lift = estimateMove(rates, catalogue, { ...lahore2Bed, propertySize: "few-items", floor: 3, lift: true }, one);
    const noBook = { ...lahore2Bed, propertySize: "nope" };
    const plain = estimateMove(rates, catalogue, noBook, one);
    const packed = estimateMove(rates, catalogue, { ...noBook, extras: ["packing"] }, one);
    expect(plain.position).toBe("no-book-range");
    // Suzuki 3500–5000, two crew 6000–8000, base 8000–12000, one bed to dismantle 800–1200.
    expect(plain.range).toEqual({ min: 8000 + 3500 + 6000 + 800, max: 12000 + 5000 + 8000 + 1200 });
    expect(packed.range).toEqual({ min: plain.range!.min + 60 * 15, max: plain.range!.max + 60 * 25 });
    expect(estimateMove(rates, catalogue, { ...noBook, floor: 3 }, one).range!.min).toBe(plain.range!.min + 3 * 500);
    expect(estimateMove(rates, catalogue, { ...noBook, floor: 3, lift: true }, one).range).toEqual(plain.range);
    expect(lift.range).toEqual(base.range);
    expect(floors.range!.min).toBeGreaterThanOrEqual(base.range!.min);
  });

  it("prices intercity routes in either direction with the vehicles the route has", () => {
    const estimate = estimateMove(rates, catalogue, { ...lahore2Bed, fromCity: "karachi", toCity: "lahore" }, [room({ fridge: 1 })]);
    expect(estimate.vehicles).toEqual([{ id: "shehzore", count: 1, cubicFeet: 400 }]);
    expect(estimate.range).not.toBeNull();
  });

  it("shows no range for an empty list, a service without inventory rates, an unpriced place or a move too large", () => {
    expect(estimateMove(rates, catalogue, lahore2Bed, []).range).toBeNull();
    expect(estimateMove(rates, catalogue, { ...lahore2Bed, service: "international" }, twoBedHome).range).toBeNull();
    const other = estimateMove(rates, catalogue, { ...lahore2Bed, toCity: "other" }, twoBedHome);
    expect(other.range).toBeNull();
    expect(other.vehicles).toEqual([{ id: "mazda", count: 1, cubicFeet: 800 }]);
    const huge = estimateMove(rates, catalogue, lahore2Bed, [room({ "deep-freezer": 99 }), room({ "double-bed": 99 }), room({ almirah: 99 })]);
    expect(huge.tooLarge).toBe(true);
    expect(huge.range).toBeNull();
  });
});

describe("narrow", () => {
  it("keeps a range inside /book's, at most the share of its width, and leaves one outside as it is", () => {
    expect(narrow({ min: 45000, max: 50000 }, { min: 40000, max: 65000 }, 0.6)).toEqual({ range: { min: 45000, max: 50000 }, position: "inside" });
    expect(narrow({ min: 30000, max: 90000 }, { min: 40000, max: 65000 }, 0.6)).toEqual({ range: { min: 45000, max: 60000 }, position: "inside" });
    expect(narrow({ min: 35000, max: 42000 }, { min: 40000, max: 65000 }, 0.6)).toEqual({ range: { min: 40000, max: 42000 }, position: "inside" });
    expect(narrow({ min: 70000, max: 80000 }, { min: 40000, max: 65000 }, 0.6).position).toBe("above");
    expect(narrow({ min: 10000, max: 20000 }, null, 0.6)).toEqual({ range: { min: 10000, max: 20000 }, position: "no-book-range" });
  });
});

describe("inventoryEstimateLines", () => {
  it("prices vehicles, crew, stairs, dismantling and packing at the middle of each rate, for staff to adjust", async () => {
    const { inventoryEstimateLines } = await import("./estimate-from-inventory");
    const move = { ...lahore2Bed, floor: 2, extras: ["packing"] };
    const estimate = estimateMove(rates, catalogue, move, [room({ "double-bed": 1 })]);
    expect(inventoryEstimateLines(rates, move, estimate)).toEqual([
      { description: "Suzuki pickup (200 cu ft each)", amount: 4300 },
      { description: "Crew of 2, loading and unloading (60 cu ft)", amount: 7000 + 10000 },
      { description: "Stairs: floor 2, no lift", amount: 1300 },
      { description: "Dismantling and assembly: 1 items", amount: 1000 },
      { description: "Packing and materials (60 cu ft)", amount: 1200 },
    ]);
    expect(inventoryEstimateLines(rates, { ...move, toCity: "other" }, estimate)).toEqual([]);
  });
});
