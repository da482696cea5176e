import { z } from "zod";
import { idSchema, isoDateTime } from "./common";
import { CREW_ROLE_IDS, FLEET_CITY_IDS, VEHICLE_CLASS_IDS } from "./fleet";

/** A vehicle or crew member is on at most one job at a time (windowsOverlap). */
export const JOB_LIMITS = { notes: 1_000, reason: 300, vehiclesPerClass: 20, crewSize: 40, days: 10, addressPart: 120 } as const;

export const JOB_STATUSES = ["scheduled", "in_progress", "completed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = { scheduled: "Scheduled", in_progress: "In progress", completed: "Completed", cancelled: "Cancelled" };
/** A finished or cancelled job stays so. */
export const JOB_NEXT_STATUSES: Record<JobStatus, readonly JobStatus[]> = {
  scheduled: ["in_progress", "completed", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** The morning, when most moves start. */
export const DEFAULT_WINDOW = { start: "09:00", end: "13:00" } as const;

const DATE_MESSAGE = "Enter the date as YYYY-MM-DD";
const TIME_MESSAGE = "Enter a time as HH:MM, e.g. 09:00";
const WINDOW_ORDER_MESSAGE = "The window must end after it starts";
const CANCEL_REASON_MESSAGE = "Say why the job is cancelled";

export const jobDateSchema = z.iso.date(DATE_MESSAGE);
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeSchema = z.string().trim().regex(TIME_PATTERN, TIME_MESSAGE);

/** Two windows overlap when they share a date and a minute: 09:00–13:00 and 13:00–17:00 do not. */
export type JobWindow = { date: string | null; start: string; end: string };
export function windowsOverlap(a: JobWindow, b: JobWindow): boolean {
  return a.date !== null && a.date === b.date && a.start < b.end && b.start < a.end;
}

export const jobScheduleInputSchema = z
  .object({ date: jobDateSchema, windowStart: timeSchema, windowEnd: timeSchema })
  // Said only of two real times: a malformed one has its own message.
  .refine((value) => !TIME_PATTERN.test(value.windowStart) || !TIME_PATTERN.test(value.windowEnd) || value.windowStart < value.windowEnd, {
    path: ["windowEnd"],
    message: WINDOW_ORDER_MESSAGE,
  });
export type JobScheduleInput = z.infer<typeof jobScheduleInputSchema>;

const countSchema = (max: number) => z.number("Enter a whole number").int("Enter a whole number").min(0, "Enter 0 or more").max(max, `Enter at most ${max}`);

export const jobPlanInputSchema = z.object({
  vehicleNeeds: z
    .array(z.object({ vehicleClass: z.enum(VEHICLE_CLASS_IDS, "Choose the vehicle's class"), count: countSchema(JOB_LIMITS.vehiclesPerClass) }))
    .max(VEHICLE_CLASS_IDS.length),
  crewSize: countSchema(JOB_LIMITS.crewSize),
  notes: z.string().trim().max(JOB_LIMITS.notes, `Keep the notes under ${JOB_LIMITS.notes} characters`).default(""),
});
export type JobPlanInput = z.infer<typeof jobPlanInputSchema>;

const CREW_LEAD_NOT_ON_JOB_MESSAGE = "The crew lead must be one of the crew on this job";
export const jobAssignmentInputSchema = z
  .object({
    vehicleIds: z.array(idSchema).max(JOB_LIMITS.vehiclesPerClass),
    crewIds: z.array(idSchema).max(JOB_LIMITS.crewSize),
    crewLeadId: idSchema.nullable().default(null),
  })
  .refine((value) => value.crewLeadId === null || value.crewIds.includes(value.crewLeadId), { path: ["crewLeadId"], message: CREW_LEAD_NOT_ON_JOB_MESSAGE });
export type JobAssignmentInput = z.infer<typeof jobAssignmentInputSchema>;

export const jobStatusInputSchema = z
  .object({
    status: z.enum(JOB_STATUSES, "Choose a status from the list"),
    reason: z.string().trim().max(JOB_LIMITS.reason, `Keep the reason under ${JOB_LIMITS.reason} characters`).default(""),
  })
  .refine((value) => value.status !== "cancelled" || value.reason !== "", { path: ["reason"], message: CANCEL_REASON_MESSAGE });
export type JobStatusInput = z.infer<typeof jobStatusInputSchema>;

/** The plan is copied from the last day. */
export const jobDayInputSchema = z.object({ date: jobDateSchema });

const part = (label: string, required: boolean) => {
  const text = z.string().trim().max(JOB_LIMITS.addressPart, `Keep the ${label} under ${JOB_LIMITS.addressPart} characters`);
  return required ? text.min(1, `${label.charAt(0).toUpperCase()}${label.slice(1)} is required`) : text.default("");
};
const addressSchema = z.object({
  house: part("house number", true),
  street: part("street", false),
  block: part("block or sector", false),
  area: part("area", true),
  city: part("city", true),
  landmark: part("landmark", false),
});
export type Address = z.infer<typeof addressSchema>;
export const moveAddressesInputSchema = z.object({ from: addressSchema, to: addressSchema });
export type MoveAddresses = z.infer<typeof moveAddressesInputSchema>;

/** "House 12, Street 4, Block C, DHA Phase 5, Lahore (near the mosque)": one line for a sheet or a message. */
export function addressLine(address: Address): string {
  const parts = [address.house, address.street, address.block, address.area, address.city].filter((p) => p !== "");
  return `${parts.join(", ")}${address.landmark ? ` (${address.landmark})` : ""}`;
}

const assignedVehicleSchema = z.object({ _id: z.string(), registration: z.string(), vehicleClass: z.enum(VEHICLE_CLASS_IDS) });
const assignedCrewSchema = z.object({ _id: z.string(), name: z.string(), phone: z.string(), role: z.enum(CREW_ROLE_IDS) });

export const jobSchema = z.object({
  _id: z.string(),
  leadId: z.string(),
  reference: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
  language: z.string(),
  /** The fleet city the move starts in ("other" when outside them), and the quote's area. */
  city: z.string(),
  area: z.string(),
  day: z.number().int(),
  date: z.string().nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
  status: z.enum(JOB_STATUSES),
  cancelReason: z.string().nullable(),
  vehicleNeeds: z.array(z.object({ vehicleClass: z.enum(VEHICLE_CLASS_IDS), count: z.number().int() })),
  crewSize: z.number().int(),
  notes: z.string(),
  vehicles: z.array(assignedVehicleSchema),
  crew: z.array(assignedCrewSchema),
  crewLeadId: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Job = z.infer<typeof jobSchema>;

export const jobsQuerySchema = z
  .object({ from: jobDateSchema, to: jobDateSchema, city: z.enum(FLEET_CITY_IDS, "Choose a city from the list").optional() })
  .refine((value) => value.from <= value.to && Date.parse(value.to) - Date.parse(value.from) <= 31 * 86_400_000, { path: ["to"], message: "Ask for at most 31 days" });
export const jobCalendarSchema = z.object({
  jobs: z.array(jobSchema),
  undated: z.array(jobSchema),
  fleet: z.object({ vehicles: z.number().int(), crew: z.number().int() }),
});
export type JobCalendar = z.infer<typeof jobCalendarSchema>;

export const jobDetailSchema = z.object({
  job: jobSchema,
  days: z.array(jobSchema),
  addresses: moveAddressesInputSchema.nullable(),
  moveToken: z.string().nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** The vehicle and crew lead only from the day before. */
export const customerJobSchema = z.object({
  days: z.array(
    z.object({
      date: z.string().nullable(),
      windowStart: z.string(),
      windowEnd: z.string(),
      status: z.enum(JOB_STATUSES),
      vehicles: z.array(z.object({ registration: z.string(), vehicleClass: z.enum(VEHICLE_CLASS_IDS) })).nullable(),
      crewLead: z.object({ name: z.string(), phone: z.string() }).nullable(),
    }),
  ),
  addresses: moveAddressesInputSchema.nullable(),
});
export type CustomerJob = z.infer<typeof customerJobSchema>;

export function assignmentConflictMessage(what: string, other: { reference: string; customerName: string; day: number; date: string; windowStart: string; windowEnd: string }): string {
  return `${what} is already on ${other.reference} (${other.customerName}), day ${other.day}, ${other.date} ${other.windowStart}–${other.windowEnd}`;
}
