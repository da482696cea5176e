import { useLocation } from "@remix-run/react";
import { langOfPath } from "./alternates";
import type { Lang } from "./languages";
import type { MessageKey, ParamsArg } from "./messages";
import { useMessages } from "./use-messages";

/** The language of the page being shown, from its address (/ur/… is Urdu): for links and form actions that stay in it. */
export function usePageLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/**
 * For pages whose English words are the spec's own and stay written in the
 * component: English pages show `english` exactly, other languages the
 * catalogue's string (the page's loader sends its namespaces).
 *
 *   const say = useLocalText();
 *   say("blog.readMore", "READ MORE")
 */
export function useLocalText() {
  const lang = usePageLang();
  const t = useMessages();
  return <K extends MessageKey>(key: K, english: string, ...params: ParamsArg<K>): string => (lang === "en" ? english : t(key, ...params));
}
