import { z } from "zod";
// Relative: the content check loads this file inside vite.config.ts, where the aliases do not exist yet.
import { CITY_IDS, MOVE_SERVICE_IDS } from "../../../api/contract/leads";

/** The notice in the file explains each figure to the company. */
const rupees = z.number().int("must be whole rupees").min(0, "must not be negative").max(10_000_000);
const range = z.tuple([rupees, rupees]).refine(([min, max]) => min <= max, "the minimum (first number) must not be above the maximum (second number)");
const PRICED_CITIES = CITY_IDS.filter((city) => city !== "other");

const placeRates = z
  .object({
    base: range,
    vehicles: z.record(z.string(), range),
    crewPerPerson: range,
    perFloorWithoutLift: range,
    dismantlePerItem: range,
    packingPerCubicFoot: range,
  })
  .strict();
export type PlaceRates = z.infer<typeof placeRates>;

const vehicle = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    en: z.string().min(2).max(40),
    ur: z.string().min(1).max(40),
    cubicFeet: z.number().int().positive().max(10_000),
  })
  .strict();

export const inventoryRatesSchema = z
  .object({
    notice: z.string().min(10),
    services: z.array(z.enum(MOVE_SERVICE_IDS)).min(1),
    vehicles: z
      .array(vehicle)
      .min(1)
      .refine((list) => list.every((entry, i) => i === 0 || entry.cubicFeet > list[i - 1]!.cubicFeet), "list vehicles smallest first, each larger than the one before"),
    maxVehicles: z.number().int().min(1).max(50),
    crew: z
      .object({ cubicFeetPerPerson: z.number().positive(), min: z.number().int().min(1), max: z.number().int().min(1).max(100) })
      .strict()
      .refine((crew) => crew.min <= crew.max, "crew min must not be above max"),
    maxShareOfBookRange: z.number().gt(0).max(1),
    sameCity: z.partialRecord(z.enum(PRICED_CITIES as [string, ...string[]]), placeRates),
    intercity: z.record(z.string().regex(/^[a-z]+-[a-z]+$/, 'must be two city ids joined by "-"'), placeRates),
  })
  .strict()
  .superRefine((rates, ctx) => {
    const known = new Set(rates.vehicles.map((v) => v.id));
    const places: [string, string, PlaceRates][] = [
      ...Object.entries(rates.sameCity).map(([key, value]) => ["sameCity", key, value!] as [string, string, PlaceRates]),
      ...Object.entries(rates.intercity).map(([key, value]) => ["intercity", key, value] as [string, string, PlaceRates]),
    ];
    for (const [table, key, place] of places) {
      for (const vehicleId of Object.keys(place.vehicles)) {
        if (!known.has(vehicleId)) ctx.addIssue({ code: "custom", path: [table, key, "vehicles", vehicleId], message: `vehicle "${vehicleId}" is not in vehicles` });
      }
      if (Object.keys(place.vehicles).length === 0) ctx.addIssue({ code: "custom", path: [table, key, "vehicles"], message: "price at least one vehicle" });
    }
  });
export type InventoryRates = z.infer<typeof inventoryRatesSchema>;
