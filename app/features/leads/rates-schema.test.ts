import { describe, expect, it } from "vitest";
import { MOVE_SERVICE_IDS } from "~contract/leads";
import rawRates from "../../../content/rates.json";
import { estimatePrice } from "./price-estimate";
import { ratesSchema } from "./rates-schema";
import { loadRates } from "./rates.server";

const base = { notice: "Indicative figures for tests", currency: "PKR" };
const table = (overrides: Record<string, unknown>) => ({ id: "moves", label: "Moves", services: ["house"], ...overrides });
const issuesOf = (value: unknown) => {
  const result = ratesSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("content/rates.json", () => {
  it("passes the schema", () => {
    expect(issuesOf(rawRates)).toEqual([]);
    expect(() => loadRates()).not.toThrow();
  });

  it("says the figures are indicative", () => {
    expect(loadRates().notice).toMatch(/INDICATIVE/);
  });

  it("prices a 1-bedroom move within Lahore at Rs. 25,000–40,000", () => {
    expect(estimatePrice(loadRates(), { service: "house", fromCity: "lahore", toCity: "lahore", propertySize: "1-bed" })).toEqual({
      min: 25000,
      max: 40000,
    });
  });

  it("prices every main intercity route both ways", () => {
    const rates = loadRates();
    for (const [from, to] of [
      ["lahore", "islamabad"],
      ["lahore", "karachi"],
      ["karachi", "islamabad"],
    ]) {
      const there = estimatePrice(rates, { service: "house", fromCity: from, toCity: to, propertySize: "2-bed" });
      expect(there).not.toBeNull();
      expect(estimatePrice(rates, { service: "house", fromCity: to, toCity: from, propertySize: "2-bed" })).toEqual(there);
    }
  });

  it("has no range for international and pets moves (priced after a survey only)", () => {
    const services = loadRates().tables.flatMap((t) => t.services);
    expect(services).not.toContain("international");
    expect(services).not.toContain("pets");
    expect(services.every((s) => MOVE_SERVICE_IDS.includes(s))).toBe(true);
  });
});

describe("ratesSchema", () => {
  it("rejects a range whose minimum is above its maximum", () => {
    expect(issuesOf({ ...base, tables: [table({ sameCity: { lahore: { "1-bed": [40000, 25000] } } })] })).toEqual([
      "tables.0.sameCity.lahore.1-bed: the minimum (first number) must not be above the maximum (second number)",
    ]);
  });

  it("rejects unknown services, cities and sizes", () => {
    expect(issuesOf({ ...base, tables: [table({ services: ["teleport"] })] })[0]).toMatch(/^tables\.0\.services\.0: must be a service id/);
    expect(issuesOf({ ...base, tables: [table({ sameCity: { multan: {} } })] })[0]).toBe('tables.0.sameCity: Unexpected entry: multan');
    expect(issuesOf({ ...base, tables: [table({ sameCity: { lahore: { castle: [1, 2] } } })] })[0]).toBe('tables.0.sameCity.lahore: Unexpected entry: castle');
  });

  it("rejects bad route keys and a route given twice", () => {
    expect(issuesOf({ ...base, tables: [table({ intercity: { "lahore-lahore": {} } })] })[0]).toMatch(/two different city ids/);
    expect(issuesOf({ ...base, tables: [table({ intercity: { "lahore to karachi": {} } })] })[0]).toMatch(/joined by "-"/);
    expect(issuesOf({ ...base, tables: [table({ intercity: { "lahore-karachi": {}, "karachi-lahore": {} } })] })[0]).toMatch(/appears twice/);
  });

  it("rejects a service listed in two tables", () => {
    expect(issuesOf({ ...base, tables: [table({}), table({ id: "again" })] })).toEqual([": a service is listed in more than one table"]);
  });

  it("rejects prices that are not whole positive rupees", () => {
    expect(issuesOf({ ...base, tables: [table({ sameCity: { lahore: { "1-bed": [0, 100] } } })] })[0]).toMatch(/more than 0/);
    expect(issuesOf({ ...base, tables: [table({ sameCity: { lahore: { "1-bed": [100.5, 200] } } })] })[0]).toMatch(/whole rupees/);
  });
});
