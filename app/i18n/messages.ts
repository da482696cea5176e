import type { en } from "./en";

export type MessageKey = keyof typeof en;

/** Every English key and no other. */
export type Messages = Record<MessageKey, string>;

/** "Hi {name}, {n} new" → "name" | "n". */
type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

type MessageParams<K extends MessageKey> = Record<ParamNames<(typeof en)[K]>, string | number>;

export type ParamsArg<K extends MessageKey> = [ParamNames<(typeof en)[K]>] extends [never] ? [] : [params: MessageParams<K>];
