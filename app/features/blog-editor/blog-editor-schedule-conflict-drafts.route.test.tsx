// @vitest-environment jsdom
import { parseWithZod } from "@conform-to/zod/v4";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blogEditorSchema } from "./blog-editor-schema";
import { EMPTY_BLOG } from "./blog-editor-values";
import { formConstraint } from "~/shared/forms/form-constraint.server";
import { diffRevisions } from "./revision-diff";
import { BlogEditor } from "./blog-editor";
import { DiffView } from "./revision-diff-view";

/**
 * What a staff member without JavaScript sees: the schedule
 * control, the version the form was opened on, a refused save's conflict
 * message with everything typed kept, a draft to restore, and the diff.
 */
vi.mock("~/shared/hooks/use-hydrated", () => ({ useHydrated: () => false }));
afterEach(cleanup);

/** What the page's loader sends. */
const constraint = formConstraint(blogEditorSchema);

const defaults = { ...EMPTY_BLOG, title: "Packing tips", version: 3, publishAt: "2026-11-25T14:30" };

function renderAt(element: React.ReactElement) {
  const Stub = createRemixStub([{ path: "/blog-edit/:id", Component: () => element }]);
  render(<Stub initialEntries={["/blog-edit/post1"]} />);
}

describe("the editor's schedule, conflict and draft controls without JavaScript", () => {
  it("has a labelled Pakistan-time publish control filled with the schedule, and the opened version", () => {
    renderAt(<BlogEditor constraint={constraint} mode="edit" id="post1" defaults={defaults} />);
    const publishAt = screen.getByLabelText("Publish at (Pakistan time)") as HTMLInputElement;
    expect(publishAt.type).toBe("datetime-local");
    expect(publishAt.value).toBe("2026-11-25T14:30");
    expect((document.querySelector('input[name="version"]') as HTMLInputElement).value).toBe("3");
  });

  it("after a conflict: the message, the typed text, the version first opened (not the newer one), a way to the current version", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: "My rewrite", detailedDesc: "Mine", version: "3", status: "draft" })) form.append(name, value);
    const message = "Bilal changed this post on 25 Nov 2026 at 14:30 (Pakistan time), after you opened it. Nothing was overwritten: your changes are still in this form and were not saved.";
    const lastResult = parseWithZod(form, { schema: blogEditorSchema }).reply({ formErrors: [message] });
    // The page reloaded the post: it is at version 4 now.
    renderAt(
      <BlogEditor
        constraint={constraint}
        mode="edit"
        id="post1"
        defaults={{ ...defaults, title: "Their title", version: 4 }}
        lastResult={lastResult}
        conflict={{ currentVersion: 4, updatedAt: "2026-11-25T09:30:00Z", savedBy: "Bilal", message }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("Nothing was overwritten");
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe("My rewrite");
    expect((document.querySelector('input[name="version"]') as HTMLInputElement).value).toBe("3");
    expect(screen.getByRole("link", { name: /Open the current version/ }).getAttribute("href")).toBe("/blog-edit/post1");
  });

  it("offers a newer server draft by link, and names a restored one", () => {
    renderAt(
      <BlogEditor
        constraint={constraint}
        mode="edit"
        id="post1"
        defaults={defaults}
        serverDraft={{ title: "Draft title", shortDesc: "", detailedDesc: "", tags: [], savedAt: "2026-11-25T07:04:00Z" }}
      />,
    );
    expect(screen.getByTestId("draft-offer").textContent).toContain("25 Nov 2026 at 12:04");
    expect(screen.getByRole("link", { name: "Restore" }).getAttribute("href")).toBe("/blog-edit/post1?draft=restore");
    cleanup();
    renderAt(<BlogEditor constraint={constraint} mode="edit" id="post1" defaults={defaults} restoredAt="2026-11-25T07:04:00Z" />);
    expect(screen.getByTestId("restored-notice").textContent).toContain("Update post");
  });
});

describe("the diff view", () => {
  it("marks added and removed text in words, not only by colour, and says which fields did not change", () => {
    const base = { title: "Moving in Karachi", shortDescription: "", description: "Pack early.", tags: "karachi", images: "", status: "draft" };
    render(<DiffView fromLabel="save of 1" toLabel="save of 2" fields={diffRevisions(base, { ...base, title: "Moving in Lahore" })} />);
    const insert = document.querySelector("ins")!;
    const removal = document.querySelector("del")!;
    expect(insert.textContent).toBe("[added: Lahore]");
    expect(removal.textContent).toBe("[removed: Karachi]");
    expect(screen.getAllByText("No change")).toHaveLength(5);
  });
});
