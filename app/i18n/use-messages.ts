import { useMatches } from "@remix-run/react";
import { interpolate } from "./interpolate";
import type { MessageKey, ParamsArg } from "./messages";

/**
 * A component's strings. Loaders put the slices a page needs under `messages`
 * in their data (messagesFor in app/i18n/catalogue.server.ts: the root loader
 * the shell's, a page loader its own); this merges every matched route's slice
 * and fills `{names}`. Only types come from the catalogues, so neither
 * language's catalogue is bundled for the browser.
 *
 *   const t = useMessages();
 *   <button>{t("book.next")}</button>  <h2>{t("post.comments", { count })}</h2>
 *
 * A key no loader sent shows as the key itself, so the omission is seen.
 */
export function useMessages() {
  const matches = useMatches();
  const merged: Partial<Record<MessageKey, string>> = {};
  for (const match of matches) {
    const messages = (match.data as { messages?: Partial<Record<MessageKey, string>> } | undefined)?.messages;
    if (messages) Object.assign(merged, messages);
  }
  return <K extends MessageKey>(key: K, ...params: ParamsArg<K>): string => {
    const template = merged[key];
    return template === undefined ? key : interpolate(template, params[0]);
  };
}

/**
 * Like useMessages, for shared components also shown on pages that send no
 * strings (staff screens): a key no loader sent gives the English fallback.
 */
export function useMessageOr() {
  const t = useMessages();
  return <K extends MessageKey>(key: K, fallback: string, ...params: ParamsArg<K>): string => {
    const text = t(key, ...params);
    return text === key ? fallback : text;
  };
}
