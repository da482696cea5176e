import { describe, expect, it } from "vitest";
import { estimatePrice, formatPriceRange, formatRupees } from "./price-estimate";
import { ratesSchema, type Rates } from "./rates-schema";

const rates: Rates = ratesSchema.parse({
  notice: "Indicative figures for tests",
  currency: "PKR",
  tables: [
    {
      id: "moves",
      label: "Full-service moves",
      services: ["house", "apartment"],
      sameCity: { lahore: { "1-bed": [25000, 40000] }, karachi: { "2-bed": [45000, 72000] } },
      intercity: { "lahore-islamabad": { "2-bed": [85000, 130000] } },
    },
    {
      id: "trucks",
      label: "Truck rental",
      services: ["truck-rental"],
      sameCity: { lahore: { mazda: [10000, 18000] } },
    },
  ],
});

describe("estimatePrice", () => {
  it("prices a same-city move by city and size", () => {
    expect(estimatePrice(rates, { service: "house", fromCity: "lahore", toCity: "lahore", propertySize: "1-bed" })).toEqual({
      min: 25000,
      max: 40000,
    });
    expect(estimatePrice(rates, { service: "apartment", fromCity: "karachi", toCity: "karachi", propertySize: "2-bed" })).toEqual({
      min: 45000,
      max: 72000,
    });
  });

  it("prices an intercity move by route in either direction", () => {
    const expected = { min: 85000, max: 130000 };
    expect(estimatePrice(rates, { service: "house", fromCity: "lahore", toCity: "islamabad", propertySize: "2-bed" })).toEqual(expected);
    expect(estimatePrice(rates, { service: "house", fromCity: "islamabad", toCity: "lahore", propertySize: "2-bed" })).toEqual(expected);
  });

  it("uses the table of the chosen service", () => {
    expect(estimatePrice(rates, { service: "truck-rental", fromCity: "lahore", toCity: "lahore", propertySize: "mazda" })).toEqual({
      min: 10000,
      max: 18000,
    });
    expect(estimatePrice(rates, { service: "house", fromCity: "lahore", toCity: "lahore", propertySize: "mazda" })).toBeNull();
    expect(estimatePrice(rates, { service: "truck-rental", fromCity: "lahore", toCity: "lahore", propertySize: "1-bed" })).toBeNull();
  });

  it("gives no range for a service in no table", () => {
    expect(estimatePrice(rates, { service: "international", fromCity: "lahore", toCity: "lahore", propertySize: "1-bed" })).toBeNull();
  });

  it("gives no range for a size the city has no rate for", () => {
    expect(estimatePrice(rates, { service: "house", fromCity: "lahore", toCity: "lahore", propertySize: "4-bed-plus" })).toBeNull();
  });

  it("gives no range for a city without same-city rates", () => {
    expect(estimatePrice(rates, { service: "house", fromCity: "islamabad", toCity: "islamabad", propertySize: "1-bed" })).toBeNull();
    expect(estimatePrice(rates, { service: "truck-rental", fromCity: "karachi", toCity: "karachi", propertySize: "mazda" })).toBeNull();
  });

  it("gives no range for a route without rates, nor for 'other city'", () => {
    expect(estimatePrice(rates, { service: "house", fromCity: "karachi", toCity: "lahore", propertySize: "2-bed" })).toBeNull();
    expect(estimatePrice(rates, { service: "house", fromCity: "other", toCity: "lahore", propertySize: "2-bed" })).toBeNull();
    expect(estimatePrice(rates, { service: "house", fromCity: "other", toCity: "other", propertySize: "1-bed" })).toBeNull();
  });

  it("gives no range until service, both cities and size are chosen", () => {
    const full = { service: "house", fromCity: "lahore", toCity: "lahore", propertySize: "1-bed" };
    for (const missing of ["service", "fromCity", "toCity", "propertySize"] as const) {
      expect(estimatePrice(rates, { ...full, [missing]: undefined })).toBeNull();
      expect(estimatePrice(rates, { ...full, [missing]: "" })).toBeNull();
    }
    expect(estimatePrice(rates, {})).toBeNull();
  });

  it("ignores values that are not text (raw form state)", () => {
    expect(estimatePrice(rates, { service: ["house"], fromCity: "lahore", toCity: "lahore", propertySize: "1-bed" })).toBeNull();
  });
});

describe("formatting", () => {
  it("writes rupees with thousands separators", () => {
    expect(formatRupees(8000)).toBe("Rs. 8,000");
    expect(formatRupees(250000)).toBe("Rs. 250,000");
    expect(formatRupees(1250000)).toBe("Rs. 1,250,000");
    expect(formatRupees(500)).toBe("Rs. 500");
  });

  it("writes a range, or one price when both ends are equal", () => {
    expect(formatPriceRange({ min: 25000, max: 40000 })).toBe("Rs. 25,000 – Rs. 40,000");
    expect(formatPriceRange({ min: 5000, max: 5000 })).toBe("Rs. 5,000");
  });
});
