import { langOfPath } from "~/i18n/alternates";
import type { Lang } from "~/i18n/languages";
import type { Frontmatter } from "./frontmatter";
import type { FaqItem, FaqSet } from "./faq-schema";

/** Server only, so listings never ship page bodies to the browser; validated at build (remark-content-route.ts). */
const pageModules = import.meta.glob<Frontmatter>(["/content/pages/*.mdx", "/content/pages/ur/*.mdx"], {
  eager: true,
  import: "frontmatter",
});
const sectionModules = import.meta.glob<Frontmatter>(["/content/sections/*.mdx", "/content/sections/ur/*.mdx"], {
  eager: true,
  import: "frontmatter",
});
const faqModules = import.meta.glob<FaqSet>(["/content/faq/*.mdx", "/content/faq/ur/*.mdx"], { eager: true, import: "frontmatter" });

export type ContentPage = Frontmatter & { file: string };

const faqLang = (file: string): Lang => (file.includes("/ur/") ? "ur" : "en");

function withDefaults(fm: Frontmatter, file: string): ContentPage {
  return { ...fm, order: fm.order ?? 100, unlisted: fm.unlisted ?? false, file };
}

const pages: ContentPage[] = Object.entries(pageModules)
  .map(([file, fm]) => withDefaults(fm, file))
  .sort((a, b) => a.order - b.order || a.navLabel.localeCompare(b.navLabel));

const sections: ContentPage[] = Object.entries(sectionModules).map(([file, fm]) => withDefaults(fm, file));

export function allPublicPages(lang?: Lang): ContentPage[] {
  const all = [...sections, ...pages];
  return lang ? all.filter((page) => langOfPath(page.canonical) === lang) : all;
}

export function contentPageByPath(pathname: string): ContentPage | undefined {
  const clean = pathname.replace(/\/+$/, "") || "/";
  return pages.find((page) => page.canonical === clean);
}

export function pagesOfKind(kind: Frontmatter["kind"], lang: Lang = "en"): ContentPage[] {
  return pages.filter((page) => page.kind === kind && langOfPath(page.canonical) === lang);
}

export function faqFor(serviceId: number | undefined, lang: Lang = "en"): FaqItem[] {
  if (!serviceId) return [];
  const set = Object.entries(faqModules).find(([file, faq]) => faq.serviceId === serviceId && faqLang(file) === lang)?.[1];
  return set?.items ?? [];
}
