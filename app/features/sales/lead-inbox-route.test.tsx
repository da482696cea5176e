// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { parseLeadFilters, type LeadRow } from "./lead-inbox";
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
          owners: [{ id: "none", label: "Nobody" }, { id: "u1", label: "Sana Staff" }],
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
    // Clerks filter by owner and by the dates leads arrived.
    expect([...(screen.getByLabelText("Owner") as HTMLSelectElement).options].map((option) => option.text)).toEqual(["Anyone", "Nobody", "Sana Staff"]);
    expect((screen.getByLabelText("Received from") as HTMLInputElement).type).toBe("date");
    expect((screen.getByLabelText("Received to") as HTMLInputElement).type).toBe("date");
  });
});

describe("people's text in the lead list", () => {
  it("is isolated, so a right-to-left override in a name cannot reorder the row around it", async () => {
    const row: LeadRow = {
      id: "l1",
      reference: "Q-0001",
      kind: "quote",
      language: "English",
      status: "new",
      name: "Ali \u202egnp.exe\u202c Khan",
      contact: "0300 1234567",
      summary: "House move \u202eLahore",
      receivedAt: "2026-11-27T10:00:00.000Z",
      received: "27 Nov",
      owner: null,
      followUp: null,
      followUpAt: null,
      overdue: false,
      city: "\u202eKarachi",
      duplicateOf: null,
      rating: null,
      callHref: null,
      whatsappHref: null,
    };
    const Stub = createRemixStub([
      {
        path: "/leads",
        Component: LeadInbox,
        loader: () => ({
          ok: true,
          filters: parseLeadFilters(new URLSearchParams()),
          owners: [],
          total: 1,
          page: 1,
          limit: 20,
          counts: { byStatus: { new: 1, contacted: 0, survey_booked: 0, quoted: 0, booked: 0, moved: 0, lost: 0 }, due: 0, unowned: 1 },
          rows: [row],
        }),
      },
    ]);
    const { container } = render(<Stub initialEntries={["/leads"]} />);
    await screen.findByText(row.name);
    const isolated = [...container.querySelectorAll("bdi")].map((el) => el.textContent);
    for (const text of [row.name, row.contact, row.city, row.summary]) expect(isolated).toContain(text);
  });
});

describe("the count of a search", () => {
  it("says 'more than 1,000' when the API stopped counting, and the number otherwise", async () => {
    const byStatus = { new: 0, contacted: 0, survey_booked: 0, quoted: 0, booked: 0, moved: 0, lost: 0 };
    const inbox = (total: number, totalCapped: boolean) =>
      createRemixStub([
        {
          path: "/leads",
          Component: LeadInbox,
          loader: () => ({ ok: true, filters: parseLeadFilters(new URLSearchParams("q=khan")), total, totalCapped, page: 1, limit: 10, counts: { byStatus, due: 0, unowned: 0 }, owners: [], rows: [] }),
        },
      ]);
    const Capped = inbox(1_000, true);
    render(<Capped initialEntries={["/leads?q=khan"]} />);
    expect(await screen.findByText(/^More than 1,000 leads matching the filter/)).toBeTruthy();
    cleanup();
    const Exact = inbox(84, false);
    render(<Exact initialEntries={["/leads?q=khan"]} />);
    expect(await screen.findByText(/^84 leads matching the filter/)).toBeTruthy();
  });
});
