// @vitest-environment jsdom
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { messagesFor } from "./catalogue.server";
import { useMessages } from "./use-messages";

afterEach(cleanup);

function Pager({ count }: { count: number }) {
  const t = useMessages();
  return (
    <nav aria-label={t("pagination.label")}>
      <a href="?page=1">{t("pagination.prev")}</a>
      <h2>{t("post.comments", { count })}</h2>
      <span>{t("footer.rights", { year: 2026, company: "Manzil" })}</span>
    </nav>
  );
}

describe("useMessages", () => {
  it("shows the strings the root and the page loaders sent, in their language, values filled in", async () => {
    const Stub = createRemixStub([
      {
        id: "root",
        path: "/",
        Component: Outlet,
        loader: () => ({ messages: messagesFor("ur", ["footer"]) }),
        children: [{ path: "ur/blogs", Component: () => <Pager count={3} />, loader: () => ({ messages: messagesFor("ur", ["pagination", "post"]) }) }],
      },
    ]);
    render(<Stub initialEntries={["/ur/blogs"]} />);
    expect(await screen.findByRole("navigation", { name: "صفحات" })).toBeTruthy();
    expect(screen.getByText("پچھلا")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "تبصرے (3)" })).toBeTruthy();
    expect(screen.getByText("© 2026 Manzil۔ جملہ حقوق محفوظ ہیں۔")).toBeTruthy();
  });

  it("shows the key of a string no loader sent, so the gap is seen", async () => {
    const Stub = createRemixStub([{ path: "/", Component: () => <Pager count={1} />, loader: () => ({ messages: messagesFor("en", ["pagination"]) }) }]);
    render(<Stub />);
    expect(await screen.findByText("Prev")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "post.comments" })).toBeTruthy();
  });
});
