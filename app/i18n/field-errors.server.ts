import type { SubmissionResult } from "@conform-to/react";
import { t, template } from "./catalogue.server";
import { en } from "./en";
import type { Lang } from "./languages";
import type { MessageKey } from "./messages";

/** English pages show the schemas' messages exactly; Urdu ones are translated here, so the browser needs neither catalogue nor zod. */

// Every fixed English message of the catalogue's error, form and comment strings (the comment form's outcomes), back to its key.
const EXACT = new Map<string, MessageKey>(
  (Object.entries(en) as [MessageKey, string][])
    .filter(([key, text]) => (key.startsWith("error.") || key.startsWith("form.") || key.startsWith("comments.")) && !text.includes("{"))
    .map(([key, text]) => [text, key]),
);

// Field names in the comment schema's own messages ("Name must be at most 100 characters").
const COMMENT_FIELDS: Record<string, MessageKey> = {
  Name: "comments.name",
  Email: "comments.email",
  Website: "comments.website",
  Comment: "comments.comment",
};

const number = (text: string) => Number(text.replace(/,/g, ""));

/** Messages with a number in them. */
const PATTERNS: ReadonlyArray<[RegExp, (lang: Lang, match: RegExpExecArray) => string | undefined]> = [
  [/^Use at most ([\d,]+) characters$/, (lang, m) => t(lang, "formError.atMostChars", { n: number(m[1]!) })],
  [/^Use at least ([\d,]+) characters$/, (lang, m) => t(lang, "formError.atLeastChars", { n: number(m[1]!) })],
  [/^Enter (-?[\d,.]+) or more$/, (lang, m) => t(lang, "formError.numberMin", { n: number(m[1]!) })],
  [/^Enter (-?[\d,.]+) or less$/, (lang, m) => t(lang, "formError.numberMax", { n: number(m[1]!) })],
  [/^Choose at most (\d+)$/, (lang, m) => t(lang, "formError.chooseAtMost", { n: number(m[1]!) })],
  [/^Add at least (\d+)$/, (lang, m) => t(lang, "formError.addAtLeast", { n: number(m[1]!) })],
  // api/contract/jobs.ts: the parts of an address ("Keep the street under 120 characters").
  [/^Keep the [a-z ]+ under ([\d,]+) characters$/, (lang, m) => t(lang, "formError.atMostChars", { n: number(m[1]!) })],
  [
    /^(\w+) must be at most ([\d,]+) characters$/,
    (lang, m) => {
      const field = COMMENT_FIELDS[m[1]!];
      return field ? t(lang, "formError.fieldAtMost", { field: template(lang, field), n: number(m[2]!) }) : undefined;
    },
  ],
];

// Left-to-right isolates (the text form of <bdi>): a number keeps its order inside Urdu text.
const LRI = "\u2066";
const PDI = "\u2069";
function isolateNumbers(text: string): string {
  return text.replace(/[0-9][0-9\-/:.,]*[0-9]|[0-9]/g, (digits) => `${LRI}${digits}${PDI}`);
}

export function localizeError(lang: Lang, message: string): string {
  if (lang === "en") return message;
  const key = EXACT.get(message);
  if (key) return isolateNumbers(template(lang, key));
  for (const [pattern, translate] of PATTERNS) {
    const match = pattern.exec(message);
    const translated = match ? translate(lang, match) : undefined;
    if (translated) return isolateNumbers(translated);
  }
  return message;
}

export function localizeErrors<E extends Record<string, string[] | null | undefined>>(lang: Lang, errors: E): E {
  if (lang === "en") return errors;
  const localized: Record<string, string[] | null | undefined> = {};
  for (const [name, messages] of Object.entries(errors)) localized[name] = messages ? messages.map((message) => localizeError(lang, message)) : messages;
  return localized as E;
}

export function localizeResult<R extends SubmissionResult<string[]>>(lang: Lang, result: R): R {
  return result.error ? { ...result, error: localizeErrors(lang, result.error) } : result;
}
