import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "./blog-editor-schema";
import { EditorBodyTooLarge, MAX_EDITOR_BODY_BYTES, readEditorForm } from "./editor-upload.server";

function post(form: FormData, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/blog-create", { method: "POST", body: form, headers });
}

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: "image/png" });

describe("readEditorForm", () => {
  it("keeps the text fields and the image files", async () => {
    const form = new FormData();
    form.set("title", "Moving day");
    form.append("uploads", file("a.png", 10));
    form.append("uploads", file("b.png", 20));
    const { formData, rejectedFiles } = await readEditorForm(post(form));
    expect(formData.get("title")).toBe("Moving day");
    const uploads = formData.getAll("uploads") as File[];
    expect(uploads.map((u) => [u.name, u.size])).toEqual([
      ["a.png", 10],
      ["b.png", 20],
    ]);
    expect(rejectedFiles).toEqual([]);
  });

  it("drops a file over 5 MB and says so, keeping everything else", async () => {
    const form = new FormData();
    form.set("title", "Kept");
    form.append("uploads", file("huge.png", MAX_IMAGE_BYTES + 1));
    form.append("uploads", file("ok.png", 5));
    const { formData, rejectedFiles } = await readEditorForm(post(form));
    expect(formData.get("title")).toBe("Kept");
    expect((formData.getAll("uploads") as File[]).map((u) => u.name)).toEqual(["ok.png"]);
    expect(rejectedFiles).toEqual(["huge.png is larger than 5 MB"]);
  });

  it("accepts at most 10 files", async () => {
    const form = new FormData();
    for (let i = 1; i <= 11; i++) form.append("uploads", file(`f${i}.png`, 3));
    const { formData, rejectedFiles } = await readEditorForm(post(form));
    expect(formData.getAll("uploads")).toHaveLength(10);
    expect(rejectedFiles).toEqual(["f11.png: at most 10 images can be attached at a time"]);
  });

  it("ignores the empty part of an untouched file input and files under other names", async () => {
    const form = new FormData();
    form.append("uploads", new File([], ""));
    form.append("other", file("x.png", 3));
    const { formData } = await readEditorForm(post(form));
    expect(formData.getAll("uploads")).toEqual([]);
    expect(formData.getAll("other")).toEqual([]);
  });

  it("keeps file names with =, ;, quotes and Urdu letters", async () => {
    const names = ["a=b.png", "Lahore; DHA.png", 'say "hi".png', "لاہور کا گھر.png"];
    const form = new FormData();
    form.set("title", "Names");
    for (const name of names) form.append("uploads", file(name, 4));
    const { formData, rejectedFiles } = await readEditorForm(post(form));
    expect((formData.getAll("uploads") as File[]).map((u) => u.name)).toEqual(names);
    expect(rejectedFiles).toEqual([]);
  });

  it("refuses more than 200 parts", async () => {
    const form = new FormData();
    for (let i = 0; i < 201; i++) form.append(`f${i}`, "x");
    await expect(readEditorForm(post(form))).rejects.toBeInstanceOf(EditorBodyTooLarge);
  });

  it("refuses a body larger than every limit together before reading it", async () => {
    const form = new FormData();
    form.set("title", "x");
    await expect(readEditorForm(post(form, { "Content-Length": String(MAX_EDITOR_BODY_BYTES + 1) }))).rejects.toBeInstanceOf(EditorBodyTooLarge);
  });
});
