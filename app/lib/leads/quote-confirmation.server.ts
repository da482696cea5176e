import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { cookieOptions } from "~/lib/http/cookie-options.server";
import { REFERENCE_PATTERN } from "./lead-paths";

/**
 * Carries what a visitor asked for from the /book action to /book/thanks
 * without putting it in the address (issue 7): a signed, httpOnly cookie
 * that lives an hour, so reloading the confirmation page still shows the
 * summary. No name, phone, e-mail or street address goes into it (the
 * areas are neighbourhoods, as typed in the form's "area" fields); the
 * reference is the only thing in the URL. The fields added later default, so
 * a cookie set before them still reads.
 */
export const quoteSummarySchema = z.object({
  reference: z.string().regex(REFERENCE_PATTERN),
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
});
export type QuoteSummary = z.output<typeof quoteSummarySchema>;

let cookie: ReturnType<typeof createCookie> | undefined;
function confirmationCookie() {
  cookie ??= createCookie("__quote", cookieOptions({ path: "/book", maxAge: 60 * 60 }));
  return cookie;
}

export async function quoteSummaryCookie(summary: z.input<typeof quoteSummarySchema>): Promise<string> {
  return confirmationCookie().serialize(summary);
}

/** The summary for this reference, or null (expired, other reference, tampered). */
export async function readQuoteSummary(request: Request, reference: string): Promise<QuoteSummary | null> {
  const parsed = quoteSummarySchema.safeParse(await confirmationCookie().parse(request.headers.get("Cookie")));
  return parsed.success && parsed.data.reference === reference ? parsed.data : null;
}
