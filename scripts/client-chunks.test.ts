import { describe, expect, it } from "vitest";
import type { ModuleInfo } from "rollup";
import { FOLD_LAZY_BELOW, SMALL_GROUP_BYTES, assignChunks } from "./client-chunks";

const APP = "/site/app";
const Q = "?__remix-build-client-route";

type Spec = { imports?: string[]; lazy?: string[]; bytes?: number; entry?: boolean; code?: string };

/** A module graph as Rollup's manualChunks sees it: ids, static and dynamic imports, code. */
function graph(modules: Record<string, Spec>) {
  const infos = new Map<string, ModuleInfo>();
  for (const [id, spec] of Object.entries(modules)) {
    infos.set(id, {
      id,
      isEntry: spec.entry ?? false,
      importedIds: spec.imports ?? [],
      dynamicallyImportedIds: spec.lazy ?? [],
      code: spec.code ?? "x".repeat(spec.bytes ?? 2000),
    } as unknown as ModuleInfo);
  }
  return { getModuleIds: () => infos.keys(), getModuleInfo: (id: string) => infos.get(id) ?? null };
}

/** A route module by its path under app/ (staff ones as app/route-table.ts names them). */
const route = (name: string, imports: string[]): Record<string, Spec> => ({
  [`${APP}/${name}.tsx${Q}`]: { entry: true, imports: [`${APP}/${name}.tsx`], bytes: 40 },
  [`${APP}/${name}.tsx`]: { imports, bytes: 3000 },
});
const BOOK = "features/leads/book-route";
const CONTACT = "features/leads/contact-route";
const LEADS = "features/sales/lead-inbox-route";
const BLOG_CREATE = "features/blog-editor/blog-create-route";

const site = graph({
  [`${APP}/entry.client.tsx`]: { entry: true, imports: ["/nm/react-dom/client.js"] },
  "/nm/react-dom/client.js": { bytes: 100_000 },
  [`${APP}/root.tsx${Q}`]: { entry: true, imports: [`${APP}/root.tsx`] },
  [`${APP}/root.tsx`]: { imports: [`${APP}/header.tsx`] },
  [`${APP}/header.tsx`]: { lazy: [`${APP}/show-toast.ts`] },
  [`${APP}/show-toast.ts`]: { bytes: 12_000 },
  ...route(BOOK, [`${APP}/book-form.tsx`, `${APP}/form-kit.ts`, `${APP}/loader-meta.ts`, `${APP}/offices.ts`, `${APP}/price-view.tsx`, `${APP}/field-checks.ts`]),
  ...route(CONTACT, [`${APP}/contact-form.tsx`, `${APP}/form-kit.ts`, `${APP}/loader-meta.ts`]),
  ...route("features/blog/blogs-route", [`${APP}/loader-meta.ts`, `${APP}/directions-link.tsx`]),
  ...route(LEADS, [`${APP}/form-kit.ts`, `${APP}/staff-meta.ts`, `${APP}/lead-table.tsx`, `${APP}/price-view.tsx`]),
  ...route(BLOG_CREATE, [`${APP}/staff-meta.ts`, `${APP}/rich-text-field.tsx`, `${APP}/field-checks.ts`]),
  [`${APP}/price-view.tsx`]: { bytes: 2500 },
  [`${APP}/field-checks.ts`]: { bytes: 1500 },
  [`${APP}/book-form.tsx`]: { lazy: [`${APP}/book-form-enhanced.tsx`] },
  [`${APP}/book-form-enhanced.tsx`]: { imports: [`${APP}/use-server-checks.ts`] },
  [`${APP}/contact-form.tsx`]: { lazy: [`${APP}/contact-form-enhanced.tsx`] },
  [`${APP}/contact-form-enhanced.tsx`]: { imports: [`${APP}/use-server-checks.ts`] },
  [`${APP}/use-server-checks.ts`]: {},
  [`${APP}/form-kit.ts`]: { bytes: 5000 },
  [`${APP}/loader-meta.ts`]: { bytes: SMALL_GROUP_BYTES - 1 },
  ...route("features/content-pages/about-route", [`${APP}/directions-link.tsx`]),
  [`${APP}/directions-link.tsx`]: { bytes: 100, imports: [`${APP}/offices.ts`] },
  [`${APP}/offices.ts`]: { bytes: 5000 },
  [`${APP}/staff-meta.ts`]: { bytes: 200 },
  [`${APP}/lead-table.tsx`]: {},
  [`${APP}/rich-text-field.tsx`]: { lazy: [`${APP}/editor.client.tsx`] },
  [`${APP}/editor.client.tsx`]: { bytes: FOLD_LAZY_BELOW * 10 },
});

const chunks = assignChunks(site, APP);
const chunkOf = (file: string) => chunks.get(file.startsWith("/") ? file : `${APP}/${file}`);

describe("client chunks", () => {
  it("puts the client entry and what it and the root import into the shell, but not the root route's entry (Remix reads its exports)", () => {
    expect(chunkOf("header.tsx")).toBe("shell");
    expect(chunkOf("/nm/react-dom/client.js")).toBe("shell");
    expect(chunkOf("entry.client.tsx")).toBe("shell");
    expect(chunkOf(`root.tsx${Q}`)).toBeUndefined();
  });

  it("loads a page's small lazy enhancement with the page: one file, not one per lazy import", () => {
    expect(chunkOf("book-form-enhanced.tsx")).toBe(chunkOf(`${BOOK}.tsx${Q}`));
    expect(chunkOf("contact-form-enhanced.tsx")).toBe(chunkOf(`${CONTACT}.tsx${Q}`));
    // Shared by both lead forms' enhancements: not /book's group, nor /contact's.
    expect(chunkOf("use-server-checks.ts")).not.toBe(chunkOf(`${BOOK}.tsx${Q}`));
    expect(chunkOf("use-server-checks.ts")).not.toBe(chunkOf(`${CONTACT}.tsx${Q}`));
  });

  it("never puts a page's code in a group another page loads", () => {
    expect(chunkOf("book-form.tsx")).not.toBe(chunkOf("contact-form.tsx"));
    // Public and staff pages share the form kit: its own group, not a page's.
    expect(chunkOf("form-kit.ts")).not.toBe(chunkOf(`${BOOK}.tsx${Q}`));
    expect(chunkOf("form-kit.ts")).not.toBe(chunkOf(`${LEADS}.tsx${Q}`));
  });

  it("keeps staff code off public pages, however small", () => {
    expect(chunkOf("staff-meta.ts")).not.toBe("shell");
    expect(chunkOf("lead-table.tsx")).toBe(chunkOf(`${LEADS}.tsx${Q}`));
  });

  it("puts a tiny module that public pages share into the shell instead of a file of its own", () => {
    expect(chunkOf("loader-meta.ts")).toBe("shell");
  });

  it("keeps a tiny module out of the shell when it imports a group of its own (the shell would load that group on every page)", () => {
    expect(chunkOf("offices.ts")).not.toBe("shell");
    expect(chunkOf("directions-link.tsx")).not.toBe("shell");
  });

  it("puts a small group into a bigger one that all its pages load anyway, when the extra pages pay less than a request", () => {
    // directions-link (/blogs and /about) goes with offices (/book, /blogs, /about): one file fewer on two pages.
    expect(chunkOf("directions-link.tsx")).toBe(chunkOf("offices.ts"));
    // Never staff code on a public page: the staff pages' own small module stays out of groups public pages load.
    expect(chunkOf("staff-meta.ts")).not.toBe(chunkOf("form-kit.ts"));
  });

  it("makes one file of two groups that the same public page loads, whichever staff pages load each", () => {
    // Among public pages only /book loads either; /leads loads one and the editor the other.
    expect(chunkOf("field-checks.ts")).toBe(chunkOf("price-view.tsx"));
    expect(chunkOf("price-view.tsx")).not.toBe(chunkOf("form-kit.ts"));
  });

  it("keeps big lazy parts and the shell's lazy imports in files of their own", () => {
    expect(chunkOf("editor.client.tsx")).not.toBe(chunkOf(`${BLOG_CREATE}.tsx${Q}`));
    expect(chunkOf("editor.client.tsx")).not.toBe("shell");
    expect(chunkOf("show-toast.ts")).not.toBe("shell");
  });

  describe("pages that send no JavaScript (handle = STATIC_PAGE)", () => {
    const STATIC_HANDLE_CODE = `export const handle = STATIC_PAGE;${"x".repeat(2000)}`;
    const mixed = graph({
      [`${APP}/entry.client.tsx`]: { entry: true, imports: ["/nm/react-dom/client.js"] },
      "/nm/react-dom/client.js": { bytes: 100_000 },
      [`${APP}/root.tsx${Q}`]: { entry: true, imports: [`${APP}/root.tsx`] },
      [`${APP}/root.tsx`]: {},
      ...route(BOOK, [`${APP}/contact-details.tsx`, `${APP}/form-kit.ts`]),
      // A route that says it itself, and an MDX route that takes its handle from the content route.
      [`${APP}/features/content-pages/about-route.tsx${Q}`]: { entry: true, imports: [`${APP}/features/content-pages/about-route.tsx`], bytes: 40 },
      [`${APP}/features/content-pages/about-route.tsx`]: { code: STATIC_HANDLE_CODE, imports: [`${APP}/contact-details.tsx`, `${APP}/service-cards.tsx`, `${APP}/tiny.ts`] },
      [`/site/content/pages/karachi.mdx${Q}`]: { entry: true, imports: ["/site/content/pages/karachi.mdx"], bytes: 40 },
      "/site/content/pages/karachi.mdx": { imports: [`${APP}/content-route.ts`, `${APP}/contact-details.tsx`, `${APP}/tiny.ts`] },
      [`${APP}/content-route.ts`]: { code: STATIC_HANDLE_CODE },
      [`${APP}/contact-details.tsx`]: { bytes: 1500 },
      [`${APP}/service-cards.tsx`]: { bytes: 3000 },
      [`${APP}/form-kit.ts`]: { bytes: 5000 },
      [`${APP}/tiny.ts`]: { bytes: 100 },
    });
    const mixedChunks = assignChunks(mixed, APP);
    const mixedChunkOf = (file: string) => mixedChunks.get(`${APP}/${file}`);

    it("groups a module by the pages whose browsers load it: what /book shares only with JS-free pages is in /book's own file", () => {
      expect(mixedChunkOf("contact-details.tsx")).toBe(mixedChunkOf(`${BOOK}.tsx`));
      expect(mixedChunkOf("contact-details.tsx")).toBe(mixedChunkOf("form-kit.ts"));
    });

    it("never gives a hydrating page, or the shell, code that only JS-free pages use", () => {
      expect(mixedChunkOf("service-cards.tsx")).not.toBe(mixedChunkOf(`${BOOK}.tsx`));
      expect(mixedChunkOf("tiny.ts")).not.toBe("shell");
      expect(mixedChunkOf("tiny.ts")).not.toBe(mixedChunkOf(`${BOOK}.tsx`));
    });
  });
});
