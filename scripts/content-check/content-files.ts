import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { ZodType } from "zod";
import { faqSchema } from "../../app/features/content-pages/faq-schema";
import { frontmatterSchema, sectionFrontmatterSchema } from "../../app/features/content-pages/frontmatter";

/**
 * Which files are content, what each one is, and the address it must have.
 * Shared by `npm run check:content` and the build's MDX plugin, so both agree
 * on what a file is (content/README.md describes the same layout for editors).
 */
const collections = ["pages", "sections", "faq"] as const;
export type Collection = (typeof collections)[number];

/** Languages besides English, each in a subfolder of every collection (content/pages/ur/…). */
export const translations = ["ur"] as const;
type Language = "en" | (typeof translations)[number];

export type ContentFile = {
  /** Path from the project root, with forward slashes: content/pages/about.mdx. */
  rel: string;
  abs: string;
  collection: Collection;
  language: Language;
  /** File name without .mdx. */
  name: string;
};

const FILE_PATTERN = new RegExp(`(?:^|/)content/(${collections.join("|")})/(?:(${translations.join("|")})/)?([^/]+)\\.mdx$`);

/** What a path (absolute or relative, any separator) is, or null when it is not a content file. */
export function contentFileOf(filePath: string, root = process.cwd()): ContentFile | null {
  const abs = path.resolve(root, filePath);
  const rel = path.relative(root, abs).split(path.sep).join("/");
  const match = FILE_PATTERN.exec(rel) ?? FILE_PATTERN.exec(abs.split(path.sep).join("/"));
  if (!match) return null;
  const [, collection, language, name] = match;
  return { rel, abs, collection: collection as Collection, language: (language ?? "en") as Language, name };
}

/** Every content file under root/content, English first, sorted by path. */
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

/** The zod schema a file's frontmatter must pass. */
export function schemaFor(collection: Collection): ZodType {
  if (collection === "pages") return frontmatterSchema;
  if (collection === "sections") return sectionFrontmatterSchema;
  return faqSchema;
}

/**
 * The address a page or section is served at, which its `canonical` must
 * equal: the file name is the URL (app/routes.ts), the home section is `/`,
 * and a translation sits under its language (/ur/about, /ur). FAQ sets have none.
 */
export function addressOf(file: ContentFile): string | null {
  if (file.collection === "faq") return null;
  const prefix = file.language === "en" ? "" : `/${file.language}`;
  if (file.collection === "sections" && file.name === "home") return prefix || "/";
  return `${prefix}/${file.name}`;
}

/** The English file a translation translates (same collection, same name). */
export function englishTwinOf(file: ContentFile): string | null {
  return file.language === "en" ? null : `content/${file.collection}/${file.name}.mdx`;
}
