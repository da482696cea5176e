import { en } from "./en";
import { interpolate } from "./interpolate";
import type { Lang } from "./languages";
import type { MessageKey, Messages, ParamsArg } from "./messages";
import { ur } from "./ur";

/** Resolved on the server, so no catalogue or i18n library reaches the browser. */
const CATALOGUES: Record<Lang, Messages> = { en, ur };

/** t("ur", "post.comments", { count: 3 }). */
export function t<K extends MessageKey>(lang: Lang, key: K, ...params: ParamsArg<K>): string {
  return interpolate(CATALOGUES[lang][key], params[0]);
}

/** For keys chosen at run time. */
export function template(lang: Lang, key: MessageKey): string {
  return CATALOGUES[lang][key];
}

export function translator(lang: Lang) {
  return <K extends MessageKey>(key: K, ...params: ParamsArg<K>) => t(lang, key, ...params);
}

type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;
type KeysIn<N extends Namespace> = Extract<MessageKey, `${N}.${string}`>;

/** Unfilled templates a loader returns for useMessages, instead of shipping the whole catalogue. */
export function messagesFor<N extends Namespace>(lang: Lang, namespaces: readonly N[]): Pick<Messages, KeysIn<N>> {
  const catalogue = CATALOGUES[lang];
  const picked: Partial<Messages> = {};
  for (const key of Object.keys(catalogue) as MessageKey[]) {
    if (namespaces.some((namespace) => key.startsWith(`${namespace}.`))) picked[key] = catalogue[key];
  }
  return picked as Pick<Messages, KeysIn<N>>;
}
