import { describe, expect, it } from "vitest";
import { phoneIndexForPlace, placeFromReverseGeocode } from "./regional-phone";

describe("phoneIndexForPlace (docs/requirements.md, Constants)", () => {
  it("defaults to the first number when nothing is known", () => {
    expect(phoneIndexForPlace(null)).toBe(0);
    expect(phoneIndexForPlace(undefined)).toBe(0);
    expect(phoneIndexForPlace({})).toBe(0);
    expect(phoneIndexForPlace({ region: "", city: "" })).toBe(0);
    expect(phoneIndexForPlace({ region: null, city: null })).toBe(0);
  });

  it("defaults to the first number for a region and city no rule names", () => {
    expect(phoneIndexForPlace({ region: "Khyber Pakhtunkhwa", city: "Peshawar" })).toBe(0);
    expect(phoneIndexForPlace({ region: "Balochistan", city: "Quetta" })).toBe(0);
  });

  it("gives the first number for a region containing Punjab", () => {
    expect(phoneIndexForPlace({ region: "Punjab", city: "Lahore" })).toBe(0);
    expect(phoneIndexForPlace({ region: "Punjab", city: "" })).toBe(0);
  });

  it("gives the second number for a region containing Sindh", () => {
    expect(phoneIndexForPlace({ region: "Sindh", city: "Karachi" })).toBe(1);
    expect(phoneIndexForPlace({ region: "Sindh" })).toBe(1);
  });

  it("gives the third number for a city containing Islamabad", () => {
    expect(phoneIndexForPlace({ region: "Islamabad Capital Territory", city: "Islamabad" })).toBe(2);
    expect(phoneIndexForPlace({ city: "Islamabad" })).toBe(2);
  });

  it("gives the third number for Rawalpindi although it lies in Punjab: the city rule wins", () => {
    expect(phoneIndexForPlace({ region: "Punjab", city: "Rawalpindi" })).toBe(2);
    expect(phoneIndexForPlace({ region: "Punjab", city: "Rawalpindi Cantonment" })).toBe(2);
  });

  it("checks the city rule before the Sindh rule too", () => {
    expect(phoneIndexForPlace({ region: "Sindh", city: "Islamabad" })).toBe(2);
  });

  it("gives the third number for the Islamabad Capital Territory when the city is not named", () => {
    expect(phoneIndexForPlace({ region: "Islamabad Capital Territory", city: "" })).toBe(2);
  });

  it("ignores case", () => {
    expect(phoneIndexForPlace({ region: "SINDH" })).toBe(1);
    expect(phoneIndexForPlace({ region: "punjab", city: "RAWALPINDI" })).toBe(2);
    expect(phoneIndexForPlace({ city: "islamabad" })).toBe(2);
    expect(phoneIndexForPlace({ region: "pUnJaB" })).toBe(0);
  });

  it("uses whichever field is present", () => {
    expect(phoneIndexForPlace({ region: "Sindh", city: undefined })).toBe(1);
    expect(phoneIndexForPlace({ region: undefined, city: "Rawalpindi" })).toBe(2);
  });
});

describe("placeFromReverseGeocode", () => {
  it("reads principalSubdivision and city", () => {
    expect(placeFromReverseGeocode({ principalSubdivision: "Sindh", city: "Karachi", locality: "Saddar" })).toEqual({
      region: "Sindh",
      city: "Karachi",
    });
  });

  it("falls back to the locality when the city is empty", () => {
    expect(placeFromReverseGeocode({ principalSubdivision: "Punjab", city: "", locality: "Rawalpindi" })).toEqual({
      region: "Punjab",
      city: "Rawalpindi",
    });
  });

  it("treats missing or non-text fields as empty", () => {
    expect(placeFromReverseGeocode(null)).toEqual({ region: "", city: "" });
    expect(placeFromReverseGeocode({ principalSubdivision: 42, city: null })).toEqual({ region: "", city: "" });
  });
});
