import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOOKUPS_PER_ADDRESS, lookUpRegion, parseCoordinates, reverseGeocode, roundCoordinate } from "./reverse-geocode.server";
import { rereadEnvForTests } from "~/shared/env.server";

/** A stand-in for the third-party service on loopback (the real one is on the internet). */
let server: Server;
let lastQuery: URLSearchParams | undefined;
let asked = 0;
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    lastQuery = new URL(req.url ?? "/", "http://localhost").searchParams;
    asked++;
    res.writeHead(answer.status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.REVERSE_GEOCODE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/data/reverse-geocode-client`;
  rereadEnvForTests();
});

afterAll(async () => {
  delete process.env.REVERSE_GEOCODE_URL;
  rereadEnvForTests();
  await new Promise((resolve) => server.close(resolve));
});

describe("reverseGeocode", () => {
  it("asks with rounded latitude, longitude and localityLanguage=en and reads region and city", async () => {
    answer = { status: 200, body: { principalSubdivision: "Punjab", city: "Rawalpindi", locality: "Saddar", countryName: "Pakistan" } };
    await expect(reverseGeocode(33.597812, 73.047912)).resolves.toEqual({ region: "Punjab", city: "Rawalpindi" });
    expect(lastQuery?.get("latitude")).toBe("33.60");
    expect(lastQuery?.get("longitude")).toBe("73.05");
    expect(lastQuery?.get("localityLanguage")).toBe("en");
  });

  it("fails on an error answer", async () => {
    answer = { status: 500, body: { message: "down" } };
    await expect(reverseGeocode(24.86, 67.0)).rejects.toThrow("Reverse geocoding answered 500");
  });
});

describe("parseCoordinates", () => {
  it("accepts numbers in range and rejects the rest", () => {
    expect(parseCoordinates(new URLSearchParams("latitude=24.86&longitude=67.01"))).toEqual({ latitude: 24.86, longitude: 67.01 });
    expect(parseCoordinates(new URLSearchParams("latitude=24.86"))).toBeNull();
    expect(parseCoordinates(new URLSearchParams("latitude=abc&longitude=67"))).toBeNull();
    expect(parseCoordinates(new URLSearchParams("latitude=91&longitude=67"))).toBeNull();
    expect(parseCoordinates(new URLSearchParams("latitude=&longitude="))).toBeNull();
  });

  it("rounds to two decimals", () => {
    expect(roundCoordinate(31.520412)).toBe("31.52");
  });
});

describe("lookUpRegion", () => {
  it("asks the geocoder once per rounded place, and at most ten new places a minute per address", async () => {
    answer = { status: 200, body: { principalSubdivision: "Sindh", city: "Karachi" } };
    asked = 0;
    for (let i = 0; i < 5; i++) await expect(lookUpRegion("198.51.100.1", 24.8607 + i * 0.001, 67.0011, 1_000)).resolves.toEqual({ region: "Sindh", city: "Karachi" });
    expect(asked).toBe(1);
    for (let i = 1; i < LOOKUPS_PER_ADDRESS; i++) await lookUpRegion("198.51.100.2", 30 + i, 70, 2_000);
    await lookUpRegion("198.51.100.2", 40, 70, 2_000);
    expect(await lookUpRegion("198.51.100.2", 41, 70, 3_000)).toEqual({ retryAfterSeconds: 59 });
    // Places already known still answer; another address still asks; a minute later the address may ask again.
    await expect(lookUpRegion("198.51.100.2", 40, 70, 3_000)).resolves.toEqual({ region: "Sindh", city: "Karachi" });
    await expect(lookUpRegion("198.51.100.3", 41, 70, 3_000)).resolves.toEqual({ region: "Sindh", city: "Karachi" });
    await expect(lookUpRegion("198.51.100.2", 42, 70, 62_001)).resolves.toEqual({ region: "Sindh", city: "Karachi" });
    expect(asked).toBe(1 + LOOKUPS_PER_ADDRESS + 2);
  });
});
