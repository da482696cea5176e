import { z } from "zod";
import { ratingSummarySchema } from "./move-care";
import { idSchema } from "./common";
import { CITY_IDS, type LEAD_STATUSES, LOST_REASONS, MOVE_SERVICE_IDS } from "./leads";
import { ISO_DATE, isRealDate, todayInPakistan } from "./pakistan-time";

/** The pipeline's steps in order; a lead counts in every step up to the furthest it reached (lost leads too). */
export const FUNNEL_STEPS = ["new", "contacted", "survey_booked", "quoted", "booked", "moved"] as const satisfies readonly (typeof LEAD_STATUSES)[number][];
/** Index of "booked" in FUNNEL_STEPS: a lead that reached it is a booking in the sources table. */
export const BOOKED_STAGE = 4;
/** A new lead unanswered for longer than this (office minutes) is marked in the inbox. */
export const WAITING_AFTER_MINUTES = 5;
/** Leads with no UTM source are filtered with this value. */
export const NO_SOURCE = "(none)";
const DEFAULT_DASHBOARD_WEEKS = 12;
const DAY_MS = 86_400_000;

/** The dashboard's default range, the last twelve weeks: from the Monday eleven weeks before this week's to today (Pakistan dates). */
export function defaultDashboardRange(now: Date = new Date()): { from: string; to: string } {
  const to = todayInPakistan(now);
  const ms = Date.parse(`${to}T00:00:00Z`);
  const monday = ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;
  return { from: new Date(monday - (DEFAULT_DASHBOARD_WEEKS - 1) * 7 * DAY_MS).toISOString().slice(0, 10), to };
}
const MAX_RANGE_DAYS = 3 * 366;

const day = z.string().regex(ISO_DATE, "Enter a date as YYYY-MM-DD").refine(isRealDate, "Enter a real date");

/** GET /api/dashboard (staff): a range of Pakistan dates (both included) and optional filters. */
export const dashboardQuerySchema = z
  .object({
    from: day,
    to: day,
    city: z.enum(CITY_IDS, "Choose a city from the list").optional(),
    service: z.enum(MOVE_SERVICE_IDS, "Choose a service from the list").optional(),
    owner: z.union([idSchema, z.literal("none")]).optional(),
    source: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine((value, ctx) => {
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "The end date must not be before the start date" });
    else if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["from"], message: "Choose at most three years" });
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const count = z.number().int().nonnegative();
const minutes = z.number().nonnegative().nullable();
const sourceRow = z.object({ leads: count, bookings: count });

export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Monday (Pakistan date) of each week from the range's first to its last. */
  weeks: z.array(z.object({ week: z.string(), quotes: count, contacts: count })),
  funnel: z.array(z.object({ status: z.enum(FUNNEL_STEPS), count })),
  lost: z.array(z.object({ reason: z.enum(LOST_REASONS), count })),
  sources: z.object({
    utm: z.array(sourceRow.extend({ source: z.string(), medium: z.string() })),
    referrers: z.array(sourceRow.extend({ referrer: z.string() })),
    pages: z.array(sourceRow.extend({ page: z.string() })),
  }),
  /** Office minutes from arrival to the first staff action (nearest-rank percentiles). */
  response: z.object({
    responded: count,
    unanswered: count,
    median: minutes,
    p90: minutes,
    owners: z.array(z.object({ ownerId: z.string().nullable(), name: z.string(), responded: count, median: minutes, p90: minutes })),
  }),
  /** Accepted estimates per month (Pakistan time) of the range, beside the same month a year before. */
  months: z.array(z.object({ month: z.string(), bookings: count, revenue: z.number(), lastYearBookings: count, lastYearRevenue: z.number() })),
  /** Ratings customers gave after their moves, first given in the range (filters apply to their leads). */
  ratings: ratingSummarySchema,
  /** UTM sources seen, for the filter. */
  sourceOptions: z.array(z.string()),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/leads/waiting (staff): new leads nobody has answered for longer than WAITING_AFTER_MINUTES office minutes, oldest first. */
export const waitingLeadsSchema = z.object({
  count: count,
  /** More wait than were looked at: the count is a floor. */
  more: z.boolean(),
  leads: z.array(z.object({ _id: z.string(), reference: z.string(), name: z.string(), createdAt: z.string(), waitingMinutes: z.number() })),
});
export type WaitingLeads = z.infer<typeof waitingLeadsSchema>;
