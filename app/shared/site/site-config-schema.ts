import { z } from "zod";

/** Validated at build (site-config-check.ts) and at start, so a broken phone number never reaches a visitor. */
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

/** 24 characters with valid ISO 13616 check digits. */
const pakistaniIban = z
  .string()
  .regex(/^PK\d{2}[A-Z]{4}[0-9A-Z]{16}$/, "must be a Pakistani IBAN: PK, 2 check digits, 4 bank letters, 16 characters, no spaces")
  .refine((iban) => {
    const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
    let rest = 0;
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
    return rest === 1;
  }, "the IBAN's check digits are wrong: copy it again from the bank");

const payments = z
  .object({
    /** The Raast scheme's identifier in the QR's merchant account template, as the bank gives it. */
    raastGuid: z.string().regex(/^[\x21-\x7e]{1,32}$/, "must be 1 to 32 printable ASCII characters"),
    /** The company's Raast ID (the account's mobile number alias); empty: the QR carries the IBAN. */
    raastId: z.union([z.literal(""), z.string().regex(/^03\d{9}$/, "must be the Raast ID as 03XXXXXXXXX, or empty")]),
    iban: pakistaniIban,
    /** As the bank holds it: the customer's app shows it before they pay (25 characters go in the QR). */
    accountTitle: z.string().regex(/^[A-Za-z0-9 &.,'-]{2,60}$/, "must be 2 to 60 Latin letters, digits, spaces or & . , ' -"),
    bankName: z.string().min(2).max(80),
    city: z.string().regex(/^[A-Za-z .-]{2,15}$/, "must be 2 to 15 Latin letters"),
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
      .object({
        author: z.string().min(2),
        rating: z.literal(5),
        body: z.string().min(20),
        /** Offered to a customer who rated their move 4 or 5. */
        link: z.url(),
      })
      .strict(),
    /** Pakistan time; read by the API (api/config.ts). */
    reminders: z.object({ emailHour: z.number().int().min(0).max(23) }).strict(),
    founded: z.number().int().min(1950).max(2100),
    openDays: z.string().min(3),
    /** The one promise about answering, shown wherever a page says when we reply. */
    replyPromise: z.string().min(10),
    payments,
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type Office = SiteConfig["offices"][number];

