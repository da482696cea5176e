import { useLocation } from "@remix-run/react";
import { langOfPath, pathIn } from "./alternates";
import type { Lang } from "./languages";

/** From the URL, so it is known without loader data, even on error pages. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** useLocalPath()("/book") is /ur/book on an Urdu page. */
export function useLocalPath(): (englishPath: string) => string {
  const lang = useLang();
  return (path) => pathIn(path, lang);
}
