import { useLocation } from "@remix-run/react";
import { langOfPath, pathIn } from "./alternates";
import type { Lang } from "./languages";

/** The language of the page being shown, from its URL (/ur/… is Urdu): known without any loader data, even on error pages. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** A site path in the current page's language: useLocalPath()("/book") is /ur/book on an Urdu page. */
export function useLocalPath(): (englishPath: string) => string {
  const lang = useLang();
  return (path) => pathIn(path, lang);
}
