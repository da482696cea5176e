import { describe, expect, it } from "vitest";
import { dashboardTables, parseDashboardFilters, tableCsv } from "./dashboard";
import type { Dashboard } from "~contract/dashboard";

const NOW = new Date("2026-11-27T22:00:00Z"); // Saturday 28 November in Pakistan

describe("dashboard filters", () => {
  it("shows the last twelve weeks by default, Monday to today in Pakistan", () => {
    expect(parseDashboardFilters(new URLSearchParams(), NOW)).toEqual({ query: { from: "2026-09-07", to: "2026-11-28" }, problems: [] });
  });

  it("drops what does not check out, says why, and keeps the rest", () => {
    const { query, problems } = parseDashboardFilters(new URLSearchParams("from=2026-02-30&to=2026-03-01&city=paris&service=house"), NOW);
    expect(query).toEqual({ from: "2026-09-07", to: "2026-11-28", service: "house" });
    expect(problems).toEqual(["Enter a real date", "Choose a city from the list"]);
  });
});

describe("dashboard tables", () => {
  const d: Dashboard = {
    from: "2026-09-07",
    to: "2026-11-28",
    weeks: [{ week: "2026-09-07", quotes: 2, contacts: 1 }],
    funnel: [
      { status: "new", count: 4 },
      { status: "contacted", count: 3 },
      { status: "survey_booked", count: 0 },
      { status: "quoted", count: 0 },
      { status: "booked", count: 0 },
      { status: "moved", count: 0 },
    ],
    lost: [{ reason: "price", count: 1 }],
    sources: { utm: [{ source: "=cmd", medium: "", leads: 4, bookings: 1 }], referrers: [], pages: [] },
    response: { responded: 3, unanswered: 1, median: 12.4, p90: null, owners: [] },
    months: [{ month: "2026-10", bookings: 2, revenue: 150_000, lastYearBookings: 1, lastYearRevenue: 100_000 }],
    ratings: { count: 3, average: 3.7, complaints: 1, byRating: [0, 1, 0, 1, 1] },
    sourceOptions: ["=cmd"],
  };
  const tables = dashboardTables(d);

  it("lists ratings after moves from 5 down, complaints named, with the count and the average", () => {
    expect(tables.ratings.rows).toEqual([
      ["5 of 5", 1],
      ["4 of 5", 1],
      ["3 of 5 (complaint)", 0],
      ["2 of 5 (complaint)", 1],
      ["1 of 5 (complaint)", 0],
      ["All ratings", 3],
      ["Average", "3.7"],
    ]);
  });

  it("gives each step its conversion from the step before, and each month its change on a year before", () => {
    expect(tables.funnel.rows.slice(0, 3)).toEqual([
      ["New", 4, "–"],
      ["Contacted", 3, "75.0%"],
      ["Survey booked", 0, "0.0%"],
    ]);
    expect(tables.months.rows).toEqual([["Oct 2026", 2, 150_000, 1, 100_000, "+50.0%"]]);
    expect(tables.response.rows[0]).toEqual(["Everyone", 3, 12, "–"]);
  });

  it("writes a table as CSV for Excel with the page's cells, a formula defused", () => {
    expect(tableCsv(tables.utm)).toBe("\uFEFFUTM source,UTM medium,Leads,Bookings,Conversion\r\n'=cmd,(none),4,1,25.0%\r\n");
  });
});
