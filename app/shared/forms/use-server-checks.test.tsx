// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useServerChecks } from "./use-server-checks";

/**
 * The server's checks as a form is filled in: what they find replaces the
 * errors of the fields they judged, and only those. They are sent the text
 * fields, never the files, so the reason a save refused an attached image
 * outlives a check that happens to answer after that save (the blog editor's
 * "Image 1 is not a JPEG or PNG file" was wiped by a late recheck).
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Checks = ReturnType<typeof useServerChecks>;

function renderForm(fromAction: Record<string, string[]>) {
  const seen: { checks?: Checks } = {};
  function Form() {
    seen.checks = useServerChecks("blog", fromAction);
    return (
      <form id="f">
        <input name="title" defaultValue="A title" />
        <input type="file" name="uploads" />
      </form>
    );
  }
  render(<Form />);
  return { checks: () => seen.checks!, form: document.getElementById("f") as HTMLFormElement };
}

function serverFinds(errors: Record<string, string[]>) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ errors }), { status: 200, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("useServerChecks", () => {
  it("a check of every field keeps the save's error about an attached file and replaces the text fields' errors", async () => {
    const fromSave = { title: ["Title is required"], uploads: ["Image 1 is not a JPEG or PNG file"] };
    const { checks, form } = renderForm(fromSave);
    expect(checks().errors).toEqual(fromSave);
    const fetch = serverFinds({});
    await act(async () => {
      await checks().check(form);
    });
    expect(fetch).toHaveBeenCalledOnce();
    expect(checks().errors).toEqual({ uploads: ["Image 1 is not a JPEG or PNG file"] });
  });

  it("a field's own check shows what the server found for it", async () => {
    const { checks, form } = renderForm({});
    serverFinds({ title: ["Title is too long"], slug: ["not asked"] });
    await act(async () => {
      await checks().check(form, ["title"]);
    });
    expect(checks().errors).toEqual({ title: ["Title is too long"] });
  });
});
