// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminBlogRow } from "./blog-list.server";
import { BlogTable } from "./blog-table";

afterEach(cleanup);

const row = (overrides: Partial<AdminBlogRow>): AdminBlogRow => ({
  number: 1,
  _id: "post1",
  title: "Packing tips",
  status: "published",
  author: "Sana",
  createdAt: "2026-11-20T10:00:00.000Z",
  scheduled: null,
  language: "en",
  languageLabel: "English",
  ...overrides,
});

describe("the staff blog list", () => {
  it("names each post's language beside its title", () => {
    const rows = [row({}), row({ number: 2, _id: "post2", title: "گھر کی شفٹنگ", language: "ur", languageLabel: "Urdu" })];
    const Stub = createRemixStub([{ path: "/blog-list", Component: () => <BlogTable rows={rows} busy={false} searching={false} onDelete={() => {}} /> }]);
    render(<Stub initialEntries={["/blog-list"]} />);
    const [english, urdu] = screen.getAllByRole("rowheader");
    expect(english.querySelector(".post-language")?.textContent).toBe("English");
    expect(urdu.querySelector(".post-language")?.textContent).toBe("Urdu");
    // The status badge stays the title cell's only badge.
    expect(urdu.querySelectorAll(".badge")).toHaveLength(1);
  });
});
