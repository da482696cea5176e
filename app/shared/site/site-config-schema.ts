import { z } from "zod";

/**
 * Company details editors change in content/site.json. Validated by the same
 * schema at build (scripts/mdx/site-config-check.ts) and at start
 * (scripts/start.ts), so a broken phone number never reaches a visitor.
 */
const pakistaniMobile = z
  .string()
  .regex(/^\+923\d{9}$/, "must be a Pakistani mobile number in +923XXXXXXXXX form");

const office = z
  .object({
    city: z.string().regex(/^[a-z]+$/),
    name: z.string().min(2),
    street: z.string().min(3),
    locality: z.string().min(2),
    region: z.string().min(2),
    postalCode: z.string().regex(/^\d{5}$/, "must be a 5-digit postal code"),
    phoneIndex: z.number().int().min(0).max(2),
    geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict(),
    hours: z.string().min(3),
  })
  .strict();

export const siteConfigSchema = z
  .object({
    companyName: z.string().min(2),
    shortName: z.string().min(2),
    tagline: z.string().min(5),
    siteUrl: z.url().refine((u) => !u.endsWith("/"), "must not end with /"),
    email: z.email(),
    phones: z
      .array(z.object({ number: pakistaniMobile, label: z.string().min(2) }).strict())
      .length(3, "exactly three phone numbers (Punjab, Sindh, Islamabad/Rawalpindi)")
      .refine((p) => new Set(p.map((x) => x.number)).size === 3, "the three phone numbers must differ"),
    whatsapp: z.object({ number: pakistaniMobile, greeting: z.string().min(2).max(300) }).strict(),
    offices: z.array(office).min(1),
    social: z.partialRecord(z.enum(["facebook", "instagram", "youtube", "linkedin", "x", "tiktok"]), z.url()),
    review: z
      .object({ author: z.string().min(2), rating: z.literal(5), body: z.string().min(20) })
      .strict(),
    founded: z.number().int().min(1950).max(2100),
    /** The days the offices work, as the home page says them (the hours are per office). */
    openDays: z.string().min(3),
    /** The one promise about answering, shown wherever a page says when we reply. */
    replyPromise: z.string().min(10),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type Office = SiteConfig["offices"][number];

