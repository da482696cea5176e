// @vitest-environment jsdom
import { parseWithZod } from "@conform-to/zod/v4";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blogEditorSchema, EMPTY_BLOG } from "~/lib/admin/blog-editor-schema";
import { BLOG_SAVE_MESSAGES } from "~/lib/admin/messages";
import { BlogEditor } from "./blog-editor";

/**
 * Issue 15, route tests in milliseconds: what a staff member without
 * JavaScript sees when a save is refused — the page the action renders from
 * its reply, with the errors at their fields and everything typed still in
 * the form. (Without JavaScript the Markdown textareas are the editor, so the
 * rich-text editor is not started here.)
 */
vi.mock("./use-hydrated", () => ({ useHydrated: () => false }));
afterEach(cleanup);

/** The action's answer to a posted form, as blog-editor.server.ts builds it. */
function replyTo(fields: Record<string, string>, formErrors: string[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: blogEditorSchema }).reply({ formErrors });
}

function renderEditor(lastResult: ReturnType<typeof replyTo>) {
  const Stub = createRemixStub([{ path: "/blog-create", Component: () => <BlogEditor mode="create" defaults={EMPTY_BLOG} lastResult={lastResult} /> }]);
  render(<Stub initialEntries={["/blog-create"]} />);
}

describe("the blog editor's answered states without JavaScript", () => {
  it("a post without a title: 'Title is required' at the title, the descriptions and tags as typed", () => {
    renderEditor(replyTo({ title: "", shortDesc: "Packing the **kitchen**", detailedDesc: "Start with glasses.\n\n- wrap\n- label", tagsText: "packing, kitchen", status: "draft" }));
    expect(screen.getByText(BLOG_SAVE_MESSAGES.titleRequired)).toBeTruthy();
    expect((screen.getByLabelText("Short description") as HTMLTextAreaElement).value).toBe("Packing the **kitchen**");
    expect((screen.getByLabelText("Detail description") as HTMLTextAreaElement).value).toBe("Start with glasses.\n\n- wrap\n- label");
    // The tags, either as chips or in the comma-separated field the no-JS form has.
    const tagText = `${document.body.textContent} ${[...document.querySelectorAll("input")].map((input) => input.value).join(" ")}`;
    expect(tagText).toContain("packing");
    expect(tagText).toContain("kitchen");
    expect((document.querySelector('input[name="status"][value="draft"]') as HTMLInputElement).checked).toBe(true);
  });

  it("a save the API refused: its message at the top, the title kept", () => {
    renderEditor(replyTo({ title: "Monsoon moving tips", shortDesc: "", detailedDesc: "Keep boxes dry." }, [BLOG_SAVE_MESSAGES.createFailed]));
    expect(screen.getByText(BLOG_SAVE_MESSAGES.createFailed)).toBeTruthy();
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe("Monsoon moving tips");
    expect((screen.getByLabelText("Detail description") as HTMLTextAreaElement).value).toBe("Keep boxes dry.");
  });
});
