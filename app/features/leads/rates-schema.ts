import { z } from "zod";
// Relative imports: the content check loads this file inside vite.config.ts, where the aliases do not exist yet.
import { CITY_IDS, MOVE_SERVICE_IDS, PROPERTY_SIZE_IDS } from "../../../api/contract/leads";
import { inventoryRatesSchema } from "./inventory-rates-schema";

/**
 * content/rates.json: indicative ranges /book shows, in whole rupees; a missing combination shows no range.
 * A service is in one table at most. `inventory` (inventory-rates-schema.ts) is optional here so /book's
 * figures stand alone; the content check requires it.
 */
const PRICED_CITY_IDS = CITY_IDS.filter((id) => id !== "other") as [string, ...string[]];
const cityId = z.enum(PRICED_CITY_IDS, `must be one of ${PRICED_CITY_IDS.join(", ")}`);

const rupees = z.number().int("must be whole rupees").positive("must be more than 0").max(100_000_000);
const priceRangeSchema = z
  .tuple([rupees, rupees])
  .refine(([min, max]) => min <= max, "the minimum (first number) must not be above the maximum (second number)");

const sizeTable = z.partialRecord(z.enum(PROPERTY_SIZE_IDS, `must be a size id: ${PROPERTY_SIZE_IDS.join(", ")}`), priceRangeSchema);

const ROUTE_KEY_PATTERN = /^([a-z]+)-([a-z]+)$/;

function routeKeyProblem(key: string): string | null {
  const match = ROUTE_KEY_PATTERN.exec(key);
  if (!match) return 'must be two city ids joined by "-", e.g. "islamabad-lahore"';
  const [, a, b] = match;
  if (!cityId.safeParse(a).success || !cityId.safeParse(b).success || a === b) {
    return `must join two different city ids out of ${PRICED_CITY_IDS.join(", ")}`;
  }
  return null;
}

const intercityTable = z.record(z.string(), sizeTable).superRefine((routes, ctx) => {
  const seen = new Set<string>();
  for (const key of Object.keys(routes)) {
    const problem = routeKeyProblem(key);
    if (problem) ctx.addIssue({ code: "custom", path: [key], message: `route "${key}" ${problem}` });
    const canonical = canonicalRouteKey(key);
    if (seen.has(canonical)) ctx.addIssue({ code: "custom", path: [key], message: "a route appears twice (a-b and b-a are the same route)" });
    seen.add(canonical);
  }
});

const rateTable = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and hyphens"),
    label: z.string().min(3),
    services: z.array(z.enum(MOVE_SERVICE_IDS, `must be a service id: ${MOVE_SERVICE_IDS.join(", ")}`)).min(1),
    sameCity: z.partialRecord(cityId, sizeTable).default({}),
    intercity: intercityTable.default({}),
  })
  .strict();

export const ratesSchema = z
  .object({
    notice: z.string().min(10),
    currency: z.literal("PKR"),
    tables: z.array(rateTable).min(1),
    inventory: inventoryRatesSchema.optional(),
  })
  .strict()
  .refine((rates) => {
    const services = rates.tables.flatMap((table) => table.services);
    return new Set(services).size === services.length;
  }, "a service is listed in more than one table");

export type Rates = z.infer<typeof ratesSchema>;

/** "lahore-islamabad" and "islamabad-lahore" are one route. */
function canonicalRouteKey(key: string): string {
  return key.split("-").sort().join("-");
}
