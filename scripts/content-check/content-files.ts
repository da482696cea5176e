import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { ZodType } from "zod";
import { faqSchema } from "../../app/features/content-pages/faq-schema";
import { frontmatterSchema, sectionFrontmatterSchema } from "../../app/features/content-pages/frontmatter";

/** Shared by `npm run check:content` and the build's MDX plugin, so both agree on what a file is. */
const collections = ["pages", "sections", "faq"] as const;
export type Collection = (typeof collections)[number];

export const translations = ["ur"] as const;
type Language = "en" | (typeof translations)[number];

export type ContentFile = {
  rel: string;
  abs: string;
  collection: Collection;
  language: Language;
  name: string;
};

const FILE_PATTERN = new RegExp(`(?:^|/)content/(${collections.join("|")})/(?:(${translations.join("|")})/)?([^/]+)\\.mdx$`);

export function contentFileOf(filePath: string, root = process.cwd()): ContentFile | null {
  const abs = path.resolve(root, filePath);
  const rel = path.relative(root, abs).split(path.sep).join("/");
  const match = FILE_PATTERN.exec(rel) ?? FILE_PATTERN.exec(abs.split(path.sep).join("/"));
  if (!match) return null;
  const [, collection, language, name] = match;
  return { rel, abs, collection: collection as Collection, language: (language ?? "en") as Language, name };
}

export function findContentFiles(root: string): ContentFile[] {
  const files: ContentFile[] = [];
  for (const collection of collections) {
    for (const language of ["", ...translations]) {
      const dir = path.join(root, "content", collection, language);
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith(".mdx")) continue;
        const file = contentFileOf(path.join(dir, entry.name), root);
        if (file) files.push(file);
      }
    }
  }
  return files.sort((a, b) => a.rel.localeCompare(b.rel));
}

export function schemaFor(collection: Collection): ZodType {
  if (collection === "pages") return frontmatterSchema;
  if (collection === "sections") return sectionFrontmatterSchema;
  return faqSchema;
}

/** The file name is the URL; FAQ sets have none. */
export function addressOf(file: ContentFile): string | null {
  if (file.collection === "faq") return null;
  const prefix = file.language === "en" ? "" : `/${file.language}`;
  if (file.collection === "sections" && file.name === "home") return prefix || "/";
  return `${prefix}/${file.name}`;
}

export function englishTwinOf(file: ContentFile): string | null {
  return file.language === "en" ? null : `content/${file.collection}/${file.name}.mdx`;
}
