/** Without zod, so browser code can import it (the schema is in ./language.ts). */
export const LANGUAGES = ["en", "ur"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const LANGUAGE_LABELS: Record<Language, string> = { en: "English", ur: "Urdu" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
