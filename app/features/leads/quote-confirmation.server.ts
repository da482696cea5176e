import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { cookieOptions } from "~/shared/http/cookie-options.server";
import { REFERENCE_PATTERN } from "./lead-paths";
import { pathIn } from "~/i18n/alternates";
import type { Lang } from "~/i18n/languages";

/**
 * A signed httpOnly cookie for an hour, so the reference is the only thing in the URL and a reload still shows
 * the summary. No e-mail or street address; later fields default, so older cookies still read.
 */
export const quoteSummarySchema = z.object({
  reference: z.string().regex(REFERENCE_PATTERN),
  name: z.string().default(""),
  phone: z.string().default(""),
  service: z.string(),
  fromCity: z.string(),
  toCity: z.string(),
  moveDate: z.string(),
  flexibleDate: z.boolean(),
  propertySize: z.string(),
  fromArea: z.string().default(""),
  toArea: z.string().default(""),
  floor: z.number().default(0),
  lift: z.boolean().default(false),
  extras: z.array(z.string()).default([]),
  /** A secret: only here, never in the address. */
  moveToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/).optional(),
});
export type QuoteSummary = z.output<typeof quoteSummarySchema>;

// One cookie per language's /book, so it only travels to the thank-you page of the form that set it.
const cookies: Partial<Record<Lang, ReturnType<typeof createCookie>>> = {};
function confirmationCookie(lang: Lang) {
  return (cookies[lang] ??= createCookie("__quote", cookieOptions({ path: pathIn("/book", lang), maxAge: 60 * 60 })));
}

export async function quoteSummaryCookie(summary: z.input<typeof quoteSummarySchema>, lang: Lang = "en"): Promise<string> {
  return confirmationCookie(lang).serialize(summary);
}

/** null: expired, another reference, or tampered. */
export async function readQuoteSummary(request: Request, reference: string, lang: Lang = "en"): Promise<QuoteSummary | null> {
  const parsed = quoteSummarySchema.safeParse(await confirmationCookie(lang).parse(request.headers.get("Cookie")));
  return parsed.success && parsed.data.reference === reference ? parsed.data : null;
}
