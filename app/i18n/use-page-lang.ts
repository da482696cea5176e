import { useLocation } from "@remix-run/react";
import { langOfPath } from "./alternates";
import type { Lang } from "./languages";
import type { MessageKey, ParamsArg } from "./messages";
import { useMessages } from "./use-messages";

export function usePageLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** English pages show `english` (the spec's words) exactly; others the catalogue's: say("blog.readMore", "READ MORE"). */
export function useLocalText() {
  const lang = usePageLang();
  const t = useMessages();
  return <K extends MessageKey>(key: K, english: string, ...params: ParamsArg<K>): string => (lang === "en" ? english : t(key, ...params));
}
