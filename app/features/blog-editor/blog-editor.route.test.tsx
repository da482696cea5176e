// @vitest-environment jsdom
import { parseWithZod } from "@conform-to/zod/v4";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blogEditorSchema } from "./blog-editor-schema";
import { EMPTY_BLOG } from "./blog-editor-values";
import { formConstraint } from "~/shared/forms/form-constraint.server";
import { BLOG_SAVE_MESSAGES } from "./messages";
import { BlogEditor } from "./blog-editor";

/**
 * Route tests in milliseconds: what a staff member without
 * JavaScript sees when a save is refused — the page the action renders from
 * its reply, with the errors at their fields and everything typed still in
 * the form. (Without JavaScript the Markdown textareas are the editor, so the
 * rich-text editor is not started here.)
 */
vi.mock("~/shared/hooks/use-hydrated", () => ({ useHydrated: () => false }));
afterEach(cleanup);

/** What the page's loader sends. */
const constraint = formConstraint(blogEditorSchema);

/** The action's answer to a posted form, as blog-editor.server.ts builds it. */
function replyTo(fields: Record<string, string>, formErrors: string[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: blogEditorSchema }).reply({ formErrors });
}

function renderEditor(lastResult: ReturnType<typeof replyTo> | undefined) {
  const Stub = createRemixStub([{ path: "/blog-create", Component: () => <BlogEditor constraint={constraint} mode="create" defaults={EMPTY_BLOG} lastResult={lastResult} /> }]);
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

describe("the editor's Language and Slug fields", () => {
  const slugMessage = "Write the address in small Latin letters, digits and hyphens, e.g. ghar-ki-shifting";

  it("a new post: Language English, an empty slug with a hint", () => {
    renderEditor(undefined);
    const language = screen.getByLabelText("Language") as HTMLSelectElement;
    expect(language.value).toBe("en");
    expect([...language.options].map((option) => option.text)).toEqual(["English", "Urdu"]);
    const slug = screen.getByLabelText("Slug (web address)") as HTMLInputElement;
    expect(slug.value).toBe("");
    expect(document.getElementById(slug.getAttribute("aria-describedby") ?? "")?.textContent).toContain("Leave empty to make it from the title");
  });

  it("a new post starts as a draft: publishing is a choice", () => {
    renderEditor(undefined);
    expect((document.querySelector('input[name="status"][value="draft"]') as HTMLInputElement).checked).toBe(true);
    expect((document.querySelector('input[name="status"][value="published"]') as HTMLInputElement).checked).toBe(false);
  });

  it("the body is written in the post's language: right to left for Urdu, following the Language field", () => {
    const Stub = createRemixStub([
      { path: "/blog-edit/:id", Component: () => <BlogEditor constraint={constraint} mode="edit" id="post1" defaults={{ ...EMPTY_BLOG, title: "گھر کی شفٹنگ", language: "ur", slug: "ghar" }} /> },
    ]);
    render(<Stub initialEntries={["/blog-edit/post1"]} />);
    const body = screen.getByLabelText("Detail description");
    expect(body.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "en" } });
    expect(screen.getByLabelText("Short description").closest("[dir]")?.getAttribute("dir")).toBe("ltr");
  });

  it("an edited post: its language and its current slug", () => {
    const Stub = createRemixStub([
      {
        path: "/blog-edit/:id",
        Component: () => <BlogEditor constraint={constraint} mode="edit" id="post1" defaults={{ ...EMPTY_BLOG, title: "گھر کی شفٹنگ", language: "ur", slug: "ghar-ki-shifting" }} />,
      },
    ]);
    render(<Stub initialEntries={["/blog-edit/post1"]} />);
    expect((screen.getByLabelText("Language") as HTMLSelectElement).value).toBe("ur");
    expect((screen.getByLabelText("Slug (web address)") as HTMLInputElement).value).toBe("ghar-ki-shifting");
  });

  it("a refused slug: the message under the slug field, the language kept", () => {
    renderEditor(replyTo({ title: "گھر کی شفٹنگ", language: "ur", slug: "Ghar Ki Shifting" }));
    const slug = screen.getByLabelText("Slug (web address)") as HTMLInputElement;
    expect(slug.value).toBe("Ghar Ki Shifting");
    expect(slug.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(slug.id)?.closest(".field")?.querySelector(".field-error")?.textContent).toBe(slugMessage);
    expect((screen.getByLabelText("Language") as HTMLSelectElement).value).toBe("ur");
  });

  it("with JavaScript, an Urdu title typed offers a Latin slug until one is written by hand", () => {
    renderEditor(undefined);
    const title = screen.getByLabelText(/Title/) as HTMLInputElement;
    const slug = screen.getByLabelText("Slug (web address)") as HTMLInputElement;
    fireEvent.input(title, { target: { value: "گھر کی شفٹنگ" } });
    expect(slug.value).toBe("ghar-ki-shifting");
    fireEvent.input(slug, { target: { value: "ghar-shifting" } });
    fireEvent.input(title, { target: { value: "گھر کی شفٹنگ آسان" } });
    expect(slug.value).toBe("ghar-shifting");
  });
});
