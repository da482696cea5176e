import { describe, expect, it } from "vitest";
import { bookLoader, contactLoader, loadThanks } from "./lead-pages.server";
import { quoteSummaryCookie } from "./quote-confirmation.server";

const args = (url: string) => ({ request: new Request(url), params: {}, context: {} });

describe("bookLoader", () => {
  it("preselects a known service from ?service= and ignores others", () => {
    expect(bookLoader(args("http://x/book?service=house")).initialService).toBe("house");
    expect(bookLoader(args("http://x/book?service=truck-rental")).initialService).toBe("truck-rental");
    expect(bookLoader(args("http://x/book?service=teleport")).initialService).toBeNull();
    expect(bookLoader(args("http://x/book")).initialService).toBeNull();
  });

  it("starts the move in the city a city page's quote link names (?from=), and ignores others", () => {
    expect(bookLoader(args("http://x/book?from=karachi")).initialFromCity).toBe("karachi");
    expect(bookLoader(args("http://x/ur/book?from=islamabad")).initialFromCity).toBe("islamabad");
    expect(bookLoader(args("http://x/book?from=atlantis")).initialFromCity).toBeNull();
    expect(bookLoader(args("http://x/book")).initialFromCity).toBeNull();
  });

  it("gives the browser native checks without zod: required fields, limits, an optional e-mail", () => {
    const { constraint } = bookLoader(args("http://x/book"));
    expect(constraint.name).toMatchObject({ required: true, maxLength: 100 });
    expect(constraint.phone).toMatchObject({ required: true, maxLength: 30 });
    expect(constraint.service).toMatchObject({ required: true });
    expect(constraint.email).toMatchObject({ required: false, maxLength: 254 });
    expect(constraint.fromArea).toMatchObject({ required: false, maxLength: 120 });
    expect(constraint.notes).toMatchObject({ required: false, maxLength: 2000 });
    expect(constraint.floor).toMatchObject({ required: false, min: 0, max: 100 });
    expect(constraint.lift?.required).toBe(false);
  });
});

describe("contactLoader", () => {
  it("shows the confirmation for a reference only", () => {
    expect(contactLoader(args("http://x/contact?sent=MZ-7K3Q9P")).sent).toBe("MZ-7K3Q9P");
    expect(contactLoader(args("http://x/contact?sent=<script>")).sent).toBeNull();
  });

  it("makes phone and e-mail optional on their own (one of them is needed)", () => {
    const { constraint } = contactLoader(args("http://x/contact"));
    expect(constraint.phone?.required).toBe(false);
    expect(constraint.email?.required).toBe(false);
    expect(constraint.message).toMatchObject({ required: true, maxLength: 5000 });
  });
});

describe("loadThanks", () => {
  it("repeats the whole request: areas with their cities, floor, lift and extras", async () => {
    const cookie = await quoteSummaryCookie({
      reference: "MZ-7K3Q9P",
      service: "house",
      fromCity: "karachi",
      fromArea: "DHA Phase 5",
      toCity: "lahore",
      toArea: "",
      moveDate: "2026-12-03",
      flexibleDate: false,
      propertySize: "2-bed",
      floor: 3,
      lift: false,
      extras: ["packing", "insurance"],
    });
    const request = new Request("http://x/book/thanks?ref=MZ-7K3Q9P", { headers: { Cookie: cookie.split(";")[0]! } });
    const { summary } = await loadThanks({ request, params: {}, context: {} });
    const rows = Object.fromEntries((summary ?? []).map((row) => [row.label, row.value]));
    expect(rows).toMatchObject({
      From: "DHA Phase 5, Karachi",
      To: "Lahore",
      Floor: "Floor 3",
      Lift: "No",
      Extras: "Packing and materials, Transit insurance",
    });
  });
});
