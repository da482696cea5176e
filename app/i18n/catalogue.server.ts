import { en } from "./en";
import { interpolate } from "./interpolate";
import type { Lang } from "./languages";
import type { MessageKey, Messages, ParamsArg } from "./messages";
import { ur } from "./ur";

/**
 * The interface strings, resolved on the server: loaders and actions call t()
 * or send a page the slice it needs (messagesFor), so no catalogue and no i18n
 * library reach the browser.
 */
const CATALOGUES: Record<Lang, Messages> = { en, ur };

/** One interface string in a language, its `{names}` filled in: t("ur", "post.comments", { count: 3 }). */
export function t<K extends MessageKey>(lang: Lang, key: K, ...params: ParamsArg<K>): string {
  return interpolate(CATALOGUES[lang][key], params[0]);
}

/** A string as the catalogue has it, `{names}` unfilled (for keys chosen at run time). */
export function template(lang: Lang, key: MessageKey): string {
  return CATALOGUES[lang][key];
}

/** t() bound to one language, for a loader that resolves many strings. */
export function translator(lang: Lang) {
  return <K extends MessageKey>(key: K, ...params: ParamsArg<K>) => t(lang, key, ...params);
}

type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;
type KeysIn<N extends Namespace> = Extract<MessageKey, `${N}.${string}`>;

/**
 * The templates of some namespaces ("nav", "footer", "book"…) in a language,
 * unfilled: what a loader returns so a page's components can show them
 * (useMessages in app/i18n/use-messages.ts) without shipping the whole catalogue.
 */
export function messagesFor<N extends Namespace>(lang: Lang, namespaces: readonly N[]): Pick<Messages, KeysIn<N>> {
  const catalogue = CATALOGUES[lang];
  const picked: Partial<Messages> = {};
  for (const key of Object.keys(catalogue) as MessageKey[]) {
    if (namespaces.some((namespace) => key.startsWith(`${namespace}.`))) picked[key] = catalogue[key];
  }
  return picked as Pick<Messages, KeysIn<N>>;
}
