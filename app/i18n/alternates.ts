import { DEFAULT_LANG, type Lang } from "./languages";

/** A page has an Urdu URL under /ur only when translated (translated-paths.server.ts): never an English copy. */
const URDU_PREFIX = "/ur";

export function langOfPath(path: string): Lang {
  const pathname = path.split(/[?#]/, 1)[0]!;
  return pathname === URDU_PREFIX || pathname.startsWith(`${URDU_PREFIX}/`) ? "ur" : "en";
}

/** /ur/book?x=1 → /book?x=1, /ur → /. */
export function englishPath(path: string): string {
  if (langOfPath(path) === "en") return path;
  const rest = path.slice(URDU_PREFIX.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** pathIn("/book", "ur") → /ur/book. */
export function pathIn(path: string, lang: Lang): string {
  const english = englishPath(path);
  if (lang === "en") return english;
  return english === "/" || english.startsWith("/?") || english.startsWith("/#")
    ? `${URDU_PREFIX}${english.slice(1)}`
    : `${URDU_PREFIX}${english}`;
}

export type Alternate = { hreflang: "en" | "ur" | "x-default"; href: string };

/** The same set on both pages of a pair: search engines ignore links that are not reciprocal. */
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

export function hasPathInLang(path: string, translated: ReadonlySet<string>): boolean {
  if (langOfPath(path) === "en") return true;
  return translated.has(englishPath(path).split(/[?#]/, 1)[0]!);
}
