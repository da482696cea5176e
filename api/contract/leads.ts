import { z } from "zod";
import { isoDateTime } from "./common";

/**
 * Quote requests and contact messages (spec §7 sendQuote / sendEmail; the
 * shapes are ours, issue 7). Phone numbers are Pakistani mobiles, normalised
 * to +923XXXXXXXXX.
 */
export const LEAD_KINDS = ["quote", "contact"] as const;
export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const MOVE_SERVICES = [
  { id: "house", label: "House moving" },
  { id: "apartment", label: "Apartment relocation" },
  { id: "office", label: "Office relocation" },
  { id: "international", label: "International move" },
  { id: "truck-rental", label: "Pickup / truck rental (Shehzore, Mazda)" },
  { id: "store-delivery", label: "Store delivery" },
  { id: "storage", label: "Storage boxes move" },
  { id: "pets", label: "Pets and animals move" },
  { id: "furniture", label: "Furniture move" },
  { id: "electronics", label: "Electronics move" },
] as const;
export const MOVE_SERVICE_IDS = MOVE_SERVICES.map((s) => s.id) as [string, ...string[]];

export const CITIES = [
  { id: "lahore", label: "Lahore" },
  { id: "karachi", label: "Karachi" },
  { id: "islamabad", label: "Islamabad / Rawalpindi" },
  { id: "other", label: "Other city" },
] as const;
export const CITY_IDS = CITIES.map((c) => c.id) as [string, ...string[]];

export const EXTRAS = [
  { id: "packing", label: "Packing and materials" },
  { id: "storage", label: "Storage" },
  { id: "dismantling", label: "Furniture dismantling and assembly" },
  { id: "insurance", label: "Transit insurance" },
] as const;
export const EXTRA_IDS = EXTRAS.map((e) => e.id) as [string, ...string[]];

export const PROPERTY_SIZES = [
  { id: "few-items", label: "A few items" },
  { id: "1-bed", label: "1 bedroom" },
  { id: "2-bed", label: "2 bedrooms" },
  { id: "3-bed", label: "3 bedrooms" },
  { id: "4-bed-plus", label: "4+ bedrooms / large house" },
  { id: "office-small", label: "Small office (up to 10 desks)" },
  { id: "office-large", label: "Large office (10+ desks)" },
  { id: "suzuki", label: "Truck: Suzuki pickup" },
  { id: "shehzore", label: "Truck: Shehzore" },
  { id: "mazda", label: "Truck: Mazda" },
] as const;
export const PROPERTY_SIZE_IDS = PROPERTY_SIZES.map((p) => p.id) as [string, ...string[]];

export const LEAD_LIMITS = { name: 100, email: 254, area: 120, notes: 2_000, message: 5_000 } as const;

const PK_MOBILE = /^\+923\d{9}$/;
export const PHONE_MESSAGE = "Enter a Pakistani mobile number, e.g. 0300-1234567";

/** Normalises 0300-1234567, +92 300 1234567, 923001234567… to +923001234567. */
export function normalisePhone(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, "");
  if (digits.startsWith("+")) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith("0092")) digits = digits.slice(2);
  if (digits.startsWith("92")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  const normalised = `+92${digits}`;
  return PK_MOBILE.test(normalised) ? normalised : null;
}

export const phoneSchema = z
  .string()
  .trim()
  .min(1, "Phone is required")
  .max(30, PHONE_MESSAGE)
  .transform((value, ctx) => {
    const normalised = normalisePhone(value);
    if (!normalised) {
      ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return normalised;
  });

const optionalEmail = z
  .string()
  .trim()
  .max(LEAD_LIMITS.email)
  .pipe(z.union([z.literal(""), z.email("Enter a valid e-mail address")]))
  .default("");

export const quoteInputSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(LEAD_LIMITS.name),
  phone: phoneSchema,
  email: optionalEmail,
  service: z.enum(MOVE_SERVICE_IDS, "Choose a service"),
  fromCity: z.enum(CITY_IDS, "Choose where you are moving from"),
  fromArea: z.string().trim().max(LEAD_LIMITS.area).default(""),
  toCity: z.enum(CITY_IDS, "Choose where you are moving to"),
  toArea: z.string().trim().max(LEAD_LIMITS.area).default(""),
  moveDate: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Enter a date as YYYY-MM-DD")
    .default(""),
  flexibleDate: z.boolean().default(false),
  propertySize: z.enum(PROPERTY_SIZE_IDS, "Choose the size of the move"),
  floor: z.coerce.number().int().min(0).max(100).default(0),
  lift: z.boolean().default(false),
  extras: z.array(z.enum(EXTRA_IDS)).max(EXTRAS.length).default([]),
  notes: z.string().trim().max(LEAD_LIMITS.notes).default(""),
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

export const contactInputSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(LEAD_LIMITS.name),
    phone: z
      .string()
      .trim()
      .max(30)
      .default("")
      .transform((value, ctx) => {
        if (!value) return "";
        const normalised = normalisePhone(value);
        if (!normalised) {
          ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
          return z.NEVER;
        }
        return normalised;
      }),
    email: optionalEmail,
    message: z.string().trim().min(1, "Message is required").max(LEAD_LIMITS.message),
  })
  .superRefine((value, ctx) => {
    if (!value.phone && !value.email) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "Give a phone number or an e-mail address" });
    }
  });
export type ContactInput = z.infer<typeof contactInputSchema>;

export const leadCreatedSchema = z.object({ success: z.literal(true), reference: z.string() });

/**
 * Every lead form carries a key made when the form is rendered; the web app
 * sends it to the API in this header. A retry of the same submission (the
 * visitor was told it failed, or pressed twice) returns the first reference
 * and stores nothing new (issue 14).
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, "Idempotency-Key must be 16 to 100 letters, digits, '-' or '_'");

export const leadSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The whole request as the visitor sent it (after normalisation). */
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
  notifiedAt: isoDateTime.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListSchema = z.object({
  leads: z.array(leadSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const leadStatusInputSchema = z.object({ status: z.enum(LEAD_STATUSES) });

/** GET /api/leads query (staff): filter by kind ("type") and status; page size 10. */
export const leadListQuerySchema = z.object({
  type: z.enum(LEAD_KINDS, "type must be quote or contact").optional(),
  status: z.enum(LEAD_STATUSES, "status must be new, contacted or closed").optional(),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
