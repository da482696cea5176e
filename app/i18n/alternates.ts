import { DEFAULT_LANG, type Lang } from "./languages";

/**
 * Language versions of a page. English keeps the root; Urdu is the same path
 * under /ur (/ → /ur, /book → /ur/book). A page has an Urdu URL only when it
 * is translated (translatedPaths in app/i18n/translated-paths.server.ts):
 * never an English copy under /ur.
 */
const URDU_PREFIX = "/ur";

/** The language a path is in: /ur and /ur/… are Urdu, everything else English. */
export function langOfPath(path: string): Lang {
  const pathname = path.split(/[?#]/, 1)[0]!;
  return pathname === URDU_PREFIX || pathname.startsWith(`${URDU_PREFIX}/`) ? "ur" : "en";
}

/** The English path of a page in either language: /ur/book?x=1 → /book?x=1, /ur → /. */
export function englishPath(path: string): string {
  if (langOfPath(path) === "en") return path;
  const rest = path.slice(URDU_PREFIX.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The path of the same page in a language: pathIn("/book", "ur") → /ur/book, pathIn("/", "ur") → /ur. */
export function pathIn(path: string, lang: Lang): string {
  const english = englishPath(path);
  if (lang === "en") return english;
  return english === "/" || english.startsWith("/?") || english.startsWith("/#")
    ? `${URDU_PREFIX}${english.slice(1)}`
    : `${URDU_PREFIX}${english}`;
}

export type Alternate = { hreflang: "en" | "ur" | "x-default"; href: string };

/**
 * The hreflang links of a page: en, ur and x-default (the English page),
 * absolute, and the same set on both pages of a pair, so each names the other
 * and itself (search engines ignore links that are not reciprocal). A page
 * with no translation gets none. `translated` holds English pathnames.
 */
export function hreflangAlternates(path: string, siteUrl: string, translated: ReadonlySet<string>): Alternate[] {
  const english = englishPath(path);
  const pathname = english.split(/[?#]/, 1)[0]!;
  if (!translated.has(pathname)) return [];
  const origin = siteUrl.replace(/\/+$/, "");
  const en = `${origin}${pathIn(english, "en")}`;
  return [
    { hreflang: "en", href: en },
    { hreflang: "ur", href: `${origin}${pathIn(english, "ur")}` },
    { hreflang: "x-default", href: DEFAULT_LANG === "en" ? en : `${origin}${pathIn(english, DEFAULT_LANG)}` },
  ];
}

/** Whether a path may be served: English always (if it exists), Urdu only when its English twin is translated. */
export function hasPathInLang(path: string, translated: ReadonlySet<string>): boolean {
  if (langOfPath(path) === "en") return true;
  return translated.has(englishPath(path).split(/[?#]/, 1)[0]!);
}
