import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "~contract/languages";

/** The list is the API's (api/contract/languages.ts). */
export { LANGUAGES };
export type Lang = Language;
export const DEFAULT_LANG: Lang = DEFAULT_LANGUAGE;

/** Pakistani conventions for both. */
export const LOCALES: Record<Lang, string> = { en: "en-PK", ur: "ur-PK" };
export const DIRECTIONS: Record<Lang, "ltr" | "rtl"> = { en: "ltr", ur: "rtl" };
export const OG_LOCALES: Record<Lang, string> = { en: "en_PK", ur: "ur_PK" };

export const isLang = isLanguage;
