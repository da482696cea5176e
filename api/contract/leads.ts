import { z } from "zod";
import { IDEMPOTENCY_KEY_PATTERN } from "./idempotency";
import { idSchema, isoDateTime } from "./common";
import { staffEstimateSchema } from "./estimates";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";
import { languageSchema } from "./language";
import { ISO_DATE } from "./pakistan-time";

const DUPLICATE_STATES = ["flagged", "dismissed", "merged"] as const;

export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export const leadSourceSchema = z.object({
  page: z.string().max(300).default(""),
  referrer: z.string().max(300).default(""),
  utm: z.partialRecord(z.enum(UTM_KEYS), z.string().max(100)).default({}),
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

/** The product does not fix these shapes (docs/requirements.md, API calls), so they are ours. */
export const LEAD_KINDS = ["quote", "contact"] as const;
/** A 429 of any customer form (quote, contact, the review after a move). */
export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests in a short time. Please call or WhatsApp us instead.";

export const LEAD_STATUSES = ["new", "contacted", "survey_booked", "quoted", "booked", "moved", "lost"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LOST_REASONS = ["no_answer", "price", "date_not_available", "area_not_covered", "chose_another_mover", "duplicate"] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  survey_booked: "Survey booked",
  quoted: "Quoted",
  booked: "Booked",
  moved: "Moved",
  lost: "Lost",
};
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  no_answer: "No answer",
  price: "Price",
  date_not_available: "Date not available",
  area_not_covered: "Area not covered",
  chose_another_mover: "Chose another mover",
  duplicate: "Duplicate",
};
export const OPEN_STATUSES: readonly LeadStatus[] = ["new", "contacted", "survey_booked", "quoted", "booked"];
export const DUPLICATE_WINDOW_DAYS = 30;

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
const EXTRA_IDS = EXTRAS.map((e) => e.id) as [string, ...string[]];

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

const LEAD_LIMITS = { name: 100, email: 254, area: 120, notes: 2_000, message: 5_000 } as const;

const PK_MOBILE = /^\+923\d{9}$/;
export const FLOOR_MESSAGE = "Enter the floor as a number from 0 (ground floor) to 100";
export const PHONE_MESSAGE = "Enter a Pakistani mobile number, e.g. 0300-1234567";

function normalisePhone(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, "");
  if (digits.startsWith("+")) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith("0092")) digits = digits.slice(2);
  if (digits.startsWith("92")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  const normalised = `+92${digits}`;
  return PK_MOBILE.test(normalised) ? normalised : null;
}

/** Leads, and the crew's phones. */
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
    .refine((value) => value === "" || ISO_DATE.test(value), "Enter a date as YYYY-MM-DD")
    .default(""),
  flexibleDate: z.boolean().default(false),
  propertySize: z.enum(PROPERTY_SIZE_IDS, "Choose the size of the move"),
  floor: z.coerce.number(FLOOR_MESSAGE).int(FLOOR_MESSAGE).min(0, FLOOR_MESSAGE).max(100, FLOOR_MESSAGE).default(0),
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

export const leadCreatedSchema = z.object({ success: z.literal(true), reference: z.string(), moveToken: z.string().optional() });

export { IDEMPOTENCY_KEY_HEADER } from "./idempotency";
export const idempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN, "Idempotency-Key must be 16 to 100 letters, digits, '-' or '_'");

/** Beside the form's fields, so staff answer in it. */
export const leadLanguageFieldSchema = z.object({ language: languageSchema.default(DEFAULT_LANGUAGE) });

export const leadSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** After normalisation. */
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
  notifiedAt: isoDateTime.nullable(),
  lostReason: z.enum(LOST_REASONS).nullable(),
  owner: z.object({ _id: z.string(), name: z.string() }).nullable(),
  followUpAt: isoDateTime.nullable(),
  city: z.string(),
  source: leadSourceSchema,
  duplicate: z
    .object({ _id: z.string(), reference: z.string(), state: z.enum(DUPLICATE_STATES) })
    .nullable(),
  /** Absent from other servers: English. */
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  /** 1 to 3 is a complaint. */
  rating: z.number().int().nullable().default(null),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadCountsSchema = z.object({
  byStatus: z.record(z.enum(LEAD_STATUSES), z.number().int()),
  due: z.number().int(),
  unowned: z.number().int(),
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

export const leadListSchema = z.object({
  leads: z.array(leadSchema),
  total: z.number().int(),
  /** A search counts only up to 1 000 matches. */
  totalCapped: z.boolean().optional(),
  page: z.number().int(),
  limit: z.number().int(),
  counts: leadCountsSchema.optional(),
});

/** A minute's grace for a slow form. */
export const FOLLOW_UP_GRACE_MS = 60_000;
export const FOLLOW_UP_PAST_MESSAGE = "The follow-up must be in the future";
const LOST_REASON_MESSAGE = "Choose why the lead was lost";
export const MOVE_DATE_MESSAGE = "Enter the move date as YYYY-MM-DD, e.g. 2026-12-05";

/** Checked as a whole before anything is written. */
export const leadUpdateInputSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, "Choose a status from the list").optional(),
    lostReason: z.enum(LOST_REASONS, "Choose a lost reason from the list").optional(),
    ownerId: idSchema.nullable().optional(),
    followUpAt: z.iso.datetime({ offset: true, message: "Enter the follow-up as a date and time" }).nullable().optional(),
    /** Else the date the quote asked for. */
    moveDate: z.iso.date(MOVE_DATE_MESSAGE).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === undefined && value.ownerId === undefined && value.followUpAt === undefined) {
      ctx.addIssue({ code: "custom", path: ["status"], message: "Nothing to change: send status, ownerId or followUpAt" });
    }
    if (value.status === "lost" && !value.lostReason) ctx.addIssue({ code: "custom", path: ["lostReason"], message: LOST_REASON_MESSAGE });
    if (value.lostReason && value.status !== "lost") {
      ctx.addIssue({ code: "custom", path: ["lostReason"], message: "A lost reason goes with the status lost" });
    }
    if (value.moveDate && value.status !== "booked") ctx.addIssue({ code: "custom", path: ["moveDate"], message: "A move date goes with the status booked" });
  });
export type LeadUpdateInput = z.infer<typeof leadUpdateInputSchema>;

/** Either a call or a WhatsApp is a first response. */
const NOTE_KINDS = ["note", "call", "whatsapp"] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];
export const NOTE_KIND_LABELS: Record<NoteKind, string> = { note: "Note", call: "Call", whatsapp: "WhatsApp" };
export const leadNoteInputSchema = z.object({
  text: z.string().trim().min(1, "Write a note").max(LEAD_LIMITS.notes),
  kind: z.enum(NOTE_KINDS, "Choose note, call or WhatsApp").default("note"),
});

const DUPLICATE_ACTIONS = ["merge", "dismiss"] as const;
export const duplicateActionInputSchema = z.object({ action: z.enum(DUPLICATE_ACTIONS, "action must be merge or dismiss") });

export const leadListQuerySchema = z.object({
  type: z.enum(LEAD_KINDS, "type must be quote or contact").optional(),
  status: z.enum(LEAD_STATUSES, "Choose a status from the list").optional(),
  view: z.enum(["due"], "view must be due").optional(),
  city: z.enum(CITY_IDS, "Choose a city from the list").optional(),
  owner: z.union([idSchema, z.literal("none")]).optional(),
  /** Pakistan dates. */
  from: z.string().regex(ISO_DATE, "from must be a date (YYYY-MM-DD)").optional(),
  to: z.string().regex(ISO_DATE, "to must be a date (YYYY-MM-DD)").optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const TIMELINE_KINDS = [
  "received",
  "notified",
  "note",
  "call",
  "whatsapp",
  "status",
  "owner",
  "follow_up",
  "duplicate",
  "email",
  "estimate_created",
  "estimate_revised",
  "estimate_withdrawn",
  "estimate_accepted",
  "payment",
  "refund",
  "inventory",
  "photo",
  "review",
  "job",
  "reminder",
] as const;
const timelineEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  at: isoDateTime,
  by: z.string(),
  text: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const leadDetailSchema = leadSchema.extend({
  firstResponse: z.object({ at: isoDateTime, officeMinutes: z.number().nonnegative() }).nullable().default(null),
  timeline: z.array(timelineEntrySchema),
  estimates: z.array(staffEstimateSchema),
  duplicates: z.array(z.object({ _id: z.string(), reference: z.string(), name: z.string(), createdAt: isoDateTime, state: z.enum(DUPLICATE_STATES) })),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

