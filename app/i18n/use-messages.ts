import { useMatches } from "@remix-run/react";
import { interpolate } from "./interpolate";
import type { MessageKey, ParamsArg } from "./messages";

/**
 * Merges the `messages` slices of every matched route (messagesFor) and fills `{names}`. Only types come from
 * the catalogues, so none is bundled for the browser. A key no loader sent shows as itself, so it is seen.
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

/** For shared components on pages that send no strings (staff): the English fallback. */
export function useMessageOr() {
  const t = useMessages();
  return <K extends MessageKey>(key: K, fallback: string, ...params: ParamsArg<K>): string => {
    const text = t(key, ...params);
    return text === key ? fallback : text;
  };
}
