import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { cookieOptions } from "~/shared/http/cookie-options.server";
import { REFERENCE_PATTERN } from "./lead-paths";
import { pathIn } from "~/i18n/alternates";
import type { Lang } from "~/i18n/languages";

/**
 * Carries what a visitor asked for from the /book action to /book/thanks
 * without putting it in the address: a signed, httpOnly cookie
 * that lives an hour, so reloading the confirmation page still shows the
 * summary. It holds the name and phone as typed (so a typo can be caught on
 * the page) but no e-mail or street address (the areas are neighbourhoods,
 * as typed in the form's "area" fields); httpOnly, sent only to this
 * language's /book pages, and the reference is the only thing in the URL.
 * The fields added later default, so a cookie set before them still reads.
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
  /** The request's move page (/move/<token>): a secret, so only here, never in the address. */
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

/** The summary for this reference, or null (expired, other reference, tampered). */
export async function readQuoteSummary(request: Request, reference: string, lang: Lang = "en"): Promise<QuoteSummary | null> {
  const parsed = quoteSummarySchema.safeParse(await confirmationCookie(lang).parse(request.headers.get("Cookie")));
  return parsed.success && parsed.data.reference === reference ? parsed.data : null;
}
