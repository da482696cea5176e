import { describe, expect, it } from "vitest";
import { buildBlogApiForm, imagesOf, slugToSend, tagsOf, type BlogPayload } from "./blog-api-form.server";
import { acceptTag, mergeTags } from "./blog-editor-values";

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });

describe("buildBlogApiForm (docs/requirements.md, API calls)", () => {
  it("names every field as the API contract does, images and alt texts aligned", () => {
    const a = png("a.png");
    const form = buildBlogApiForm({
      title: "Moving in Lahore",
      shortDescHtml: "<p>Short</p>",
      detailedDescHtml: "<p>Long</p>",
      authorId: "user_1",
      tags: ["lahore", "tips"],
      status: "draft",
      language: "en",
      images: [
        { kind: "existing", url: "/uploads/abcdefghijkl.jpg", alt: "Old" },
        { kind: "upload", file: a, alt: "New" },
      ],
    });
    expect([...form.keys()]).toEqual([
      "title",
      "shortDesc",
      "detailedDesc",
      "blogCreatedBy",
      "tags[0]",
      "tags[1]",
      "images",
      "imageAlt[0]",
      "images",
      "imageAlt[1]",
      "status",
      "language",
    ]);
    expect(form.get("blogCreatedBy")).toBe("user_1");
    const images = form.getAll("images");
    expect(images[0]).toBe("/uploads/abcdefghijkl.jpg");
    expect(images[1]).toBeInstanceOf(File);
    expect((images[1] as File).name).toBe("a.png");
    expect(form.get("imageAlt[1]")).toBe("New");
    expect(form.get("status")).toBe("draft");
    expect(form.get("language")).toBe("en");
  });

  const urduPost: BlogPayload = {
    title: "گھر کی شفٹنگ",
    shortDescHtml: "",
    detailedDescHtml: "<p>متن</p>",
    authorId: "user_1",
    tags: [],
    status: "published",
    images: [],
    language: "ur",
    slug: "ghar-ki-shifting",
  };

  it("sends the post's language and its slug", () => {
    const form = buildBlogApiForm(urduPost);
    expect(form.get("language")).toBe("ur");
    expect(form.get("slug")).toBe("ghar-ki-shifting");
  });

  it("leaves the slug out when there is none to send, so the API makes one from the title", () => {
    expect(buildBlogApiForm({ ...urduPost, slug: undefined }).has("slug")).toBe(false);
  });
});

describe("slugToSend", () => {
  it("a new post: the slug typed or offered, or nothing (the API makes one)", () => {
    expect(slugToSend("create", "ghar-ki-shifting")).toBe("ghar-ki-shifting");
    expect(slugToSend("create", undefined)).toBeUndefined();
    expect(slugToSend("create", "")).toBeUndefined();
  });

  it("an edit always sends the field, so a title change does not replace a custom address", () => {
    expect(slugToSend("edit", "ghar-ki-shifting")).toBe("ghar-ki-shifting");
    expect(slugToSend("edit", undefined)).toBe("");
  });
});

describe("imagesOf", () => {
  it("keeps the current images not removed, in order, then the uploads", () => {
    const upload = png("new.png");
    const images = imagesOf({
      existing: [
        { url: "/uploads/one.jpg", alt: "one", remove: false },
        { url: "/uploads/two.jpg", alt: "two", remove: true },
        { url: "/uploads/three.jpg", alt: "", remove: false },
      ],
      uploads: [upload],
      uploadAlt: ["fresh"],
    });
    expect(images).toEqual([
      { kind: "existing", url: "/uploads/one.jpg", alt: "one" },
      { kind: "existing", url: "/uploads/three.jpg", alt: "" },
      { kind: "upload", file: upload, alt: "fresh" },
    ]);
  });
});

describe("tags (docs/requirements.md, Messages)", () => {
  it("adds a tag only when non-empty after trimming and not already present", () => {
    expect(acceptTag(["lahore"], "  karachi ")).toBe("karachi");
    expect(acceptTag(["lahore"], "   ")).toBeNull();
    expect(acceptTag(["lahore"], " lahore ")).toBeNull();
  });

  it("treats tags that differ only in case as the same tag, keeping the first spelling", () => {
    expect(acceptTag(["Karachi"], "karachi")).toBeNull();
    expect(acceptTag(["karachi"], " KARACHI ")).toBeNull();
    expect(tagsOf({ tags: ["Karachi", "karachi"], tagsText: "KARACHI, Packing tips, packing Tips" })).toEqual(["Karachi", "Packing tips"]);
  });

  it("merges the tag input and the comma-separated field, each tag once", () => {
    expect(tagsOf({ tags: ["a", "b"], tagsText: " b, c ,, a,d " })).toEqual(["a", "b", "c", "d"]);
    expect(mergeTags(undefined, [])).toEqual([]);
  });
});
