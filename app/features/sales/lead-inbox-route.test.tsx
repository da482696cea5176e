// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { parseLeadFilters } from "./lead-inbox";
import LeadInbox from "./lead-inbox-route";

/** The lead inbox's status tabs, as a screen reader names them. */
afterEach(cleanup);

describe("lead status tabs", () => {
  it("name each status and its count apart ('New, 3'), not run together ('New3')", async () => {
    const byStatus = {
      new: 3,
      contacted: 0,
      survey_booked: 1,
      quoted: 2,
      booked: 0,
      moved: 5,
      lost: 0,
    };
    const Stub = createRemixStub([
      {
        path: "/leads",
        Component: LeadInbox,
        loader: () => ({
          ok: true,
          filters: parseLeadFilters(new URLSearchParams()),
          total: 0,
          page: 1,
          limit: 20,
          counts: { byStatus, due: 2, unowned: 1 },
          rows: [],
        }),
      },
    ]);
    render(<Stub initialEntries={["/leads"]} />);
    const views = await screen.findByRole("navigation", { name: "Lead views" });
    expect(views).toBeTruthy();
    expect(screen.getByRole("link", { name: "New, 3" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contacted, 0" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Quoted, 2" })).toBeTruthy();
  });
});
