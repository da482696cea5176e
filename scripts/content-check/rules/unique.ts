import type { ParsedFile } from "../parse-content";
import { field, type CheckContext } from "./context";

/**
 * Two pages with one title or description compete in search results, and a
 * question asked twice is answered twice: each must be unique within its
 * language (pages and sections together, FAQ questions across all sets).
 */
export function checkUniqueness({ files, report }: CheckContext) {
  const pages = files.filter((file) => file.collection !== "faq");
  for (const name of ["title", "description"]) {
    const seen = new Map<string, ParsedFile>();
    for (const file of pages) {
      const value = field(file, name);
      if (!value) continue;
      const key = `${file.language}\u0000${normalised(value)}`;
      const first = seen.get(key);
      if (!first) seen.set(key, file);
      else report.error(file.rel, file.fieldPosition([name]), `${name} is the same as in ${first.rel}: each page needs its own ${name}.`);
    }
  }
  const questions = new Map<string, string>();
  for (const file of files.filter((f) => f.collection === "faq")) {
    const items = (file.data as { items?: unknown } | undefined)?.items;
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => {
      const question = (item as { question?: unknown } | null)?.question;
      if (typeof question !== "string") return;
      const key = `${file.language}\u0000${normalised(question)}`;
      const first = questions.get(key);
      if (!first) questions.set(key, file.rel);
      else report.error(file.rel, file.fieldPosition(["items", index, "question"]), `this question is already asked in ${first}: ask it once, or word the two differently.`);
    });
  }
}

const normalised = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
