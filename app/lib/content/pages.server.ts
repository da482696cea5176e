import type { Frontmatter } from "./frontmatter";
import type { FaqItem, FaqSet } from "./faq-schema";

/**
 * Frontmatter of every content page and FAQ set, read through Vite's glob
 * import on the server only, so listings (menus, sitemap, service cards)
 * never ship page bodies to the browser. Frontmatter is already validated at
 * build time by scripts/mdx/remark-content-route.ts.
 */
const pageModules = import.meta.glob<Frontmatter>("/content/pages/*.mdx", {
  eager: true,
  import: "frontmatter",
});
const sectionModules = import.meta.glob<Frontmatter>("/content/sections/*.mdx", {
  eager: true,
  import: "frontmatter",
});
const faqModules = import.meta.glob<FaqSet>("/content/faq/*.mdx", { eager: true, import: "frontmatter" });

export type ContentPage = Frontmatter & { file: string };

function withDefaults(fm: Frontmatter, file: string): ContentPage {
  return { ...fm, order: fm.order ?? 100, unlisted: fm.unlisted ?? false, file };
}

const pages: ContentPage[] = Object.entries(pageModules)
  .map(([file, fm]) => withDefaults(fm, file))
  .sort((a, b) => a.order - b.order || a.navLabel.localeCompare(b.navLabel));

const sections: ContentPage[] = Object.entries(sectionModules).map(([file, fm]) => withDefaults(fm, file));

/** Routed pages plus the copy of TSX routes (home, contact, book). */
export function allPublicPages(): ContentPage[] {
  return [...sections, ...pages];
}

export function contentPageByPath(pathname: string): ContentPage | undefined {
  const clean = pathname.replace(/\/+$/, "") || "/";
  return pages.find((page) => page.canonical === clean);
}

export function pagesOfKind(kind: Frontmatter["kind"]): ContentPage[] {
  return pages.filter((page) => page.kind === kind);
}

export function faqFor(serviceId: number | undefined): FaqItem[] {
  if (!serviceId) return [];
  return Object.values(faqModules).find((set) => set.serviceId === serviceId)?.items ?? [];
}
