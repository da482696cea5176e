import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "~contract/languages";

/**
 * The site's languages as the web app uses them (the list itself is the
 * API's, api/contract/languages.ts). English is also the x-default of
 * hreflang; Urdu lives under /ur with the English slugs.
 */
export { LANGUAGES };
export type Lang = Language;
export const DEFAULT_LANG: Lang = DEFAULT_LANGUAGE;

/** The Intl locale of each language: Pakistani conventions for both (Asia/Karachi dates, lakh-free grouping as CLDR gives it). */
export const LOCALES: Record<Lang, string> = { en: "en-PK", ur: "ur-PK" };
/** <html dir> of each language. */
export const DIRECTIONS: Record<Lang, "ltr" | "rtl"> = { en: "ltr", ur: "rtl" };
/** og:locale values. */
export const OG_LOCALES: Record<Lang, string> = { en: "en_PK", ur: "ur_PK" };

export const isLang = isLanguage;
