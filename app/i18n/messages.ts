import type { en } from "./en";

/** A key of the interface-string catalogue (app/i18n/en.ts is the source). */
export type MessageKey = keyof typeof en;

/** What every language's catalogue must be: a string for every English key and no other key. */
export type Messages = Record<MessageKey, string>;

/** The `{names}` in a template string type: "Hi {name}, {n} new" → "name" | "n". */
type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The values a key needs, from its English template: t("ur", "post.comments", { count: 3 }). */
type MessageParams<K extends MessageKey> = Record<ParamNames<(typeof en)[K]>, string | number>;

/** The trailing argument of t(): required when the template has `{names}`, absent otherwise. */
export type ParamsArg<K extends MessageKey> = [ParamNames<(typeof en)[K]>] extends [never] ? [] : [params: MessageParams<K>];
