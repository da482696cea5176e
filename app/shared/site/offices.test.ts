import { describe, expect, it } from "vitest";
import { directionsHref, distanceKm, nearestOffice, officeOfCity } from "./offices";
import { site } from "./site-config";

describe("offices", () => {
  it("picks the nearest office from the coordinates in site.json", () => {
    expect(nearestOffice({ lat: 25.4, lng: 68.36 }).city).toBe("karachi"); // Hyderabad, Sindh
    expect(nearestOffice({ lat: 33.6, lng: 73.07 }).city).toBe("islamabad"); // Rawalpindi
    expect(nearestOffice({ lat: 30.2, lng: 71.47 }).city).toBe("lahore"); // Multan
    expect(nearestOffice({ lat: 34.0, lng: 71.5 }).city).toBe("islamabad"); // Peshawar
  });

  it("measures distances in kilometres", () => {
    const lahore = officeOfCity("lahore")!.geo;
    const karachi = officeOfCity("karachi")!.geo;
    expect(Math.round(distanceKm(lahore, karachi) / 10) * 10).toBe(1030);
    expect(distanceKm(lahore, lahore)).toBe(0);
  });

  it("builds directions from the office's address in site.json", () => {
    const office = site.offices[1];
    const url = new URL(directionsHref(office));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toContain(office.street);
    expect(url.searchParams.get("destination")).toContain(office.locality);
  });

  it("finds a city's office, and none for other pages", () => {
    expect(officeOfCity("karachi")?.phoneIndex).toBe(1);
    expect(officeOfCity(undefined)).toBeUndefined();
    expect(officeOfCity("quetta")).toBeUndefined();
  });
});
