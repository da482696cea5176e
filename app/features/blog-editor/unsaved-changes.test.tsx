// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { Blocker } from "@remix-run/react";
import { afterEach, expect, it, vi } from "vitest";
import { UNSAVED_CHANGES_TEXT, UnsavedChangesDialog } from "./unsaved-changes";

afterEach(cleanup);

it("the leave dialog says the typed text is kept to restore, not that it will be lost", () => {
  // jsdom has no showModal: the dialog's open state is the component's, not the browser's.
  HTMLDialogElement.prototype.showModal ??= vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
  const blocker = { state: "blocked", reset: vi.fn(), proceed: vi.fn(), location: {} } as unknown as Blocker;
  render(<UnsavedChangesDialog blocker={blocker} />);
  const dialog = screen.getByTestId("unsaved-dialog");
  expect(dialog.textContent).toContain(UNSAVED_CHANGES_TEXT);
  expect(dialog.textContent).toContain("offers to restore it");
  expect(dialog.textContent).not.toMatch(/will be lost/);
});
