/**
 * The site's languages, for the API and the web app alike: English lives at
 * the root and is the default; the Urdu edition lives under /ur. A post and a
 * lead each have one. Plain module without zod, so browser code can import
 * it (the request schema is in ./language.ts).
 */
export const LANGUAGES = ["en", "ur"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** How staff screens and exports name a language. */
export const LANGUAGE_LABELS: Record<Language, string> = { en: "English", ur: "Urdu" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
