import { sql } from "kysely";
import { VEHICLE_CLASS_LABELS } from "../contract/fleet";
import {
  addressLine,
  assignmentConflictMessage,
  DEFAULT_WINDOW,
  JOB_LIMITS,
  JOB_NEXT_STATUSES,
  JOB_STATUS_LABELS,
  jobDateSchema,
  windowsOverlap,
  type CustomerJob,
  type Job,
  type JobAssignmentInput,
  type JobCalendar,
  type JobDetail,
  type JobPlanInput,
  type JobScheduleInput,
  type JobStatusInput,
  type MoveAddresses,
} from "../contract/jobs";
import type { LeadStatus } from "../contract/leads";
import { formatPakistanDate, todayInPakistan } from "../contract/pakistan-time";
import { type Db, isUniqueViolation, toCount } from "../db/database";
import type { JobRow } from "../db/schema";
import { badRequest, HttpError } from "../lib/http-errors";
import { newId } from "../lib/ids";
import { isoNow } from "../lib/time";
import { event, recordProgress, statusEvent, type Actor } from "../leads/lead-store";

type JobWithLead = JobRow & { reference: string; customer_name: string; phone: string; email: string; language: string; city: string; details: string };

const conflict = (message: string) => new HttpError(409, message);

function quoteDetails(text: string): { moveDate?: unknown; fromArea?: unknown } {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function jobName(job: Pick<JobRow, "day" | "date" | "window_start" | "window_end">): string {
  return `Job day ${job.day} (${job.date ? `${formatPakistanDate(job.date)}, ${job.window_start}–${job.window_end}` : "no date yet"})`;
}

/** The day before the move, and the day itself, the customer sees who is coming. */
function crewVisibleOn(date: string | null, today: string): boolean {
  if (!date) return false;
  const dayBefore = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return today >= dayBefore;
}

/**
 * Assignments first write the job, vehicle and crew rows in id order: PostgreSQL's row locks (SQLite's write
 * lock) make two staff booking the same truck at once, on any instances, check one after the other.
 */
export class JobStore {
  constructor(private readonly db: Db) {}

  private withLead() {
    return this.db
      .selectFrom("jobs")
      .innerJoin("leads", "leads.id", "jobs.lead_id")
      .selectAll("jobs")
      .select(["leads.reference", "leads.name as customer_name", "leads.phone", "leads.email", "leads.language", "leads.city", "leads.details"]);
  }

  private async toJobs(rows: JobWithLead[]): Promise<Job[]> {
    const ids = rows.map((row) => row.id);
    const [vehicles, crew] = ids.length
      ? await Promise.all([
          this.db
            .selectFrom("job_vehicles")
            .innerJoin("vehicles", "vehicles.id", "job_vehicles.vehicle_id")
            .select(["job_vehicles.job_id", "vehicles.id", "vehicles.registration", "vehicles.vehicle_class"])
            .where("job_vehicles.job_id", "in", ids)
            .orderBy("vehicles.registration")
            .execute(),
          this.db
            .selectFrom("job_crew")
            .innerJoin("crew_members", "crew_members.id", "job_crew.crew_member_id")
            .select(["job_crew.job_id", "crew_members.id", "crew_members.name", "crew_members.phone", "crew_members.role"])
            .where("job_crew.job_id", "in", ids)
            .orderBy("crew_members.name")
            .execute(),
        ])
      : [[], []];
    return rows.map((row) => {
      const details = quoteDetails(row.details);
      return {
        _id: row.id,
        leadId: row.lead_id,
        reference: row.reference,
        customerName: row.customer_name,
        customerPhone: row.phone,
        customerEmail: row.email,
        language: row.language,
        city: row.city,
        area: typeof details.fromArea === "string" ? details.fromArea : "",
        day: toCount(row.day),
        date: row.date,
        windowStart: row.window_start,
        windowEnd: row.window_end,
        status: row.status,
        cancelReason: row.cancel_reason,
        vehicleNeeds: JSON.parse(row.vehicle_needs) as Job["vehicleNeeds"],
        crewSize: toCount(row.crew_size),
        notes: row.notes,
        vehicles: vehicles
          .filter((v) => v.job_id === row.id)
          .map((v) => ({ _id: v.id, registration: v.registration, vehicleClass: v.vehicle_class as Job["vehicles"][number]["vehicleClass"] })),
        crew: crew.filter((m) => m.job_id === row.id).map((m) => ({ _id: m.id, name: m.name, phone: m.phone, role: m.role as Job["crew"][number]["role"] })),
        crewLeadId: row.crew_lead_id,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    });
  }

  async get(id: string): Promise<Job | undefined> {
    const row = await this.withLead().where("jobs.id", "=", id).executeTakeFirst();
    return row ? (await this.toJobs([row]))[0] : undefined;
  }

  async forLead(leadId: string): Promise<Job[]> {
    return this.toJobs(await this.withLead().where("jobs.lead_id", "=", leadId).orderBy("jobs.day").execute());
  }

  async detail(id: string): Promise<JobDetail | undefined> {
    const job = await this.get(id);
    if (!job) return undefined;
    const [days, addresses, move] = await Promise.all([
      this.forLead(job.leadId),
      this.addresses(job.leadId),
      this.db.selectFrom("moves").select("token").where("lead_id", "=", job.leadId).executeTakeFirst(),
    ]);
    return { job, days, addresses, moveToken: move?.token ?? null };
  }

  async calendar(from: string, to: string, city?: string): Promise<JobCalendar> {
    let dated = this.withLead().where("jobs.date", ">=", from).where("jobs.date", "<=", to);
    let undated = this.withLead().where("jobs.date", "is", null).where("jobs.status", "in", ["scheduled", "in_progress"]);
    let vehicles = this.db.selectFrom("vehicles").select((eb) => eb.fn.countAll().as("n")).where("retired_at", "is", null);
    let crew = this.db.selectFrom("crew_members").select((eb) => eb.fn.countAll().as("n")).where("retired_at", "is", null);
    if (city) {
      dated = dated.where("leads.city", "=", city);
      undated = undated.where("leads.city", "=", city);
      vehicles = vehicles.where("city", "=", city);
      crew = crew.where("city", "=", city);
    }
    const [datedRows, undatedRows, vehicleCount, crewCount] = await Promise.all([
      dated.orderBy("jobs.date").orderBy("jobs.window_start").orderBy("jobs.id").execute(),
      undated.orderBy("jobs.created_at").limit(100).execute(),
      vehicles.executeTakeFirstOrThrow(),
      crew.executeTakeFirstOrThrow(),
    ]);
    return {
      jobs: await this.toJobs(datedRows),
      undated: await this.toJobs(undatedRows),
      fleet: { vehicles: toCount(vehicleCount.n), crew: toCount(crewCount.n) },
    };
  }

  /** Made once however often asked; dated by `date`, else the date the customer asked for. */
  async ensureForLead(leadId: string, actor: Actor, date?: string): Promise<void> {
    const lead = await this.db.selectFrom("leads").select(["kind", "details"]).where("id", "=", leadId).executeTakeFirst();
    if (!lead || lead.kind !== "quote") return;
    const asked = quoteDetails(lead.details).moveDate;
    const moveDate = date ?? (jobDateSchema.safeParse(asked).success ? (asked as string) : null);
    const now = isoNow();
    const row: JobRow = {
      id: newId(),
      lead_id: leadId,
      day: 1,
      date: moveDate,
      window_start: DEFAULT_WINDOW.start,
      window_end: DEFAULT_WINDOW.end,
      status: "scheduled",
      cancel_reason: null,
      vehicle_needs: "[]",
      crew_size: 0,
      crew_lead_id: null,
      notes: "",
      reminded_at: null,
      created_at: now,
      updated_at: now,
    };
    await this.db.transaction().execute(async (trx) => {
      const result = await trx.insertInto("jobs").values(row).onConflict((oc) => oc.columns(["lead_id", "day"]).doNothing()).executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await trx.insertInto("lead_events").values(event(leadId, "job", actor, `${jobName(row)} created`, { job: row.id })).execute();
    });
  }

  async addDay(leadId: string, date: string, actor: Actor): Promise<Job | undefined> {
    const days = await this.db.selectFrom("jobs").selectAll().where("lead_id", "=", leadId).orderBy("day", "desc").execute();
    const last = days[0];
    if (!last) return undefined;
    if (days.length >= JOB_LIMITS.days) throw badRequest(`A move can have at most ${JOB_LIMITS.days} days`);
    const now = isoNow();
    const row: JobRow = {
      ...last,
      id: newId(),
      day: toCount(last.day) + 1,
      date,
      status: "scheduled",
      cancel_reason: null,
      crew_lead_id: null,
      reminded_at: null,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto("jobs").values(row).execute();
        await trx.insertInto("lead_events").values(event(leadId, "job", actor, `${jobName(row)} added`, { job: row.id })).execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("Another day was added at the same moment: reload the page and try again");
      throw error;
    }
    return this.get(row.id);
  }

  /** In id order, so two transactions never wait on each other in a circle. */
  private async lockAndCheck(trx: Db, job: JobRow, window: { date: string | null; start: string; end: string }, vehicleIds: string[], crewIds: string[]): Promise<void> {
    const touch = sql<string>`updated_at`;
    for (const id of [...vehicleIds].sort()) await trx.updateTable("vehicles").set({ updated_at: touch }).where("id", "=", id).execute();
    for (const id of [...crewIds].sort()) await trx.updateTable("crew_members").set({ updated_at: touch }).where("id", "=", id).execute();
    if (window.date === null) return;
    const others = (kind: "vehicle" | "crew") => {
      const base = trx
        .selectFrom("jobs")
        .innerJoin("leads", "leads.id", "jobs.lead_id")
        .select(["jobs.id", "jobs.day", "jobs.date", "jobs.window_start", "jobs.window_end", "leads.reference", "leads.name"])
        .where("jobs.id", "<>", job.id)
        .where("jobs.date", "=", window.date)
        .where("jobs.status", "<>", "cancelled");
      return kind === "vehicle"
        ? base
            .innerJoin("job_vehicles", "job_vehicles.job_id", "jobs.id")
            .innerJoin("vehicles", "vehicles.id", "job_vehicles.vehicle_id")
            .select(["vehicles.registration as what"])
            .where("job_vehicles.vehicle_id", "in", vehicleIds)
            .orderBy("vehicles.registration")
            .execute()
        : base
            .innerJoin("job_crew", "job_crew.job_id", "jobs.id")
            .innerJoin("crew_members", "crew_members.id", "job_crew.crew_member_id")
            .select(["crew_members.name as what"])
            .where("job_crew.crew_member_id", "in", crewIds)
            .orderBy("crew_members.name")
            .execute();
    };
    const booked = [...(vehicleIds.length ? await others("vehicle") : []), ...(crewIds.length ? await others("crew") : [])];
    const clash = booked.find((other) => windowsOverlap(window, { date: other.date, start: other.window_start, end: other.window_end }));
    if (clash) {
      throw conflict(
        assignmentConflictMessage(clash.what, {
          reference: clash.reference,
          customerName: clash.name,
          day: toCount(clash.day),
          date: clash.date!,
          windowStart: clash.window_start,
          windowEnd: clash.window_end,
        }),
      );
    }
  }

  private async lockJob(trx: Db, id: string): Promise<JobRow | undefined> {
    const touched = await trx.updateTable("jobs").set({ updated_at: sql`updated_at` }).where("id", "=", id).executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) return undefined;
    return trx.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  }

  private assertOpen(job: JobRow): void {
    if (job.status === "completed" || job.status === "cancelled") throw conflict(`This job is ${JOB_STATUS_LABELS[job.status].toLowerCase()}: it cannot be changed`);
  }

  async assign(id: string, input: JobAssignmentInput, actor: Actor): Promise<Job | undefined> {
    const vehicleIds = [...new Set(input.vehicleIds)];
    const crewIds = [...new Set(input.crewIds)];
    const found = await this.db.transaction().execute(async (trx) => {
      const job = await this.lockJob(trx, id);
      if (!job) return false;
      this.assertOpen(job);
      const [vehicles, crew] = await Promise.all([
        vehicleIds.length ? trx.selectFrom("vehicles").select(["id", "registration", "retired_at"]).where("id", "in", vehicleIds).execute() : [],
        crewIds.length ? trx.selectFrom("crew_members").select(["id", "name", "retired_at"]).where("id", "in", crewIds).execute() : [],
      ]);
      if (vehicles.length !== vehicleIds.length) throw badRequest("vehicleIds: Choose vehicles from the fleet", { vehicleIds: ["Choose vehicles from the fleet"] });
      if (crew.length !== crewIds.length) throw badRequest("crewIds: Choose crew members from the fleet", { crewIds: ["Choose crew members from the fleet"] });
      const current = await Promise.all([
        trx.selectFrom("job_vehicles").select("vehicle_id").where("job_id", "=", id).execute(),
        trx.selectFrom("job_crew").select("crew_member_id").where("job_id", "=", id).execute(),
      ]);
      const had = { vehicles: new Set(current[0].map((r) => r.vehicle_id)), crew: new Set(current[1].map((r) => r.crew_member_id)) };
      // Someone retired stays on the jobs they already had; they are offered for no new one.
      const retired = [...vehicles.filter((v) => v.retired_at && !had.vehicles.has(v.id)).map((v) => v.registration), ...crew.filter((m) => m.retired_at && !had.crew.has(m.id)).map((m) => m.name)];
      if (retired.length) throw badRequest(`${retired[0]} is retired: bring them back on /fleet first`);
      await this.lockAndCheck(trx, job, { date: job.date, start: job.window_start, end: job.window_end }, vehicleIds, crewIds);
      await trx.deleteFrom("job_vehicles").where("job_id", "=", id).execute();
      await trx.deleteFrom("job_crew").where("job_id", "=", id).execute();
      if (vehicleIds.length) await trx.insertInto("job_vehicles").values(vehicleIds.map((vehicle_id) => ({ job_id: id, vehicle_id }))).execute();
      if (crewIds.length) await trx.insertInto("job_crew").values(crewIds.map((crew_member_id) => ({ job_id: id, crew_member_id }))).execute();
      await trx.updateTable("jobs").set({ crew_lead_id: input.crewLeadId, updated_at: isoNow() }).where("id", "=", id).execute();
      const lead = crew.find((m) => m.id === input.crewLeadId);
      const names = crew.map((m) => (m.id === input.crewLeadId ? `${m.name} (crew lead)` : m.name));
      const text = `${jobName(job)}: vehicles ${vehicles.map((v) => v.registration).join(", ") || "none"}; crew ${names.join(", ") || "none"}`;
      await trx.insertInto("lead_events").values(event(job.lead_id, "job", actor, text, { job: id, vehicles: vehicleIds, crew: crewIds, crewLead: lead?.id ?? null })).execute();
      return true;
    });
    return found ? this.get(id) : undefined;
  }

  /** A new date or window: refused when a vehicle or person on the job is busy then. */
  async schedule(id: string, input: JobScheduleInput, actor: Actor): Promise<Job | undefined> {
    const found = await this.db.transaction().execute(async (trx) => {
      const job = await this.lockJob(trx, id);
      if (!job) return false;
      this.assertOpen(job);
      const [vehicles, crew] = await Promise.all([
        trx.selectFrom("job_vehicles").select("vehicle_id").where("job_id", "=", id).execute(),
        trx.selectFrom("job_crew").select("crew_member_id").where("job_id", "=", id).execute(),
      ]);
      const window = { date: input.date, start: input.windowStart, end: input.windowEnd };
      await this.lockAndCheck(trx, job, window, vehicles.map((v) => v.vehicle_id), crew.map((m) => m.crew_member_id));
      if (job.date === input.date && job.window_start === input.windowStart && job.window_end === input.windowEnd) return true;
      await trx
        .updateTable("jobs")
        .set({ date: input.date, window_start: input.windowStart, window_end: input.windowEnd, reminded_at: null, updated_at: isoNow() })
        .where("id", "=", id)
        .execute();
      const text = `${jobName(job)} rescheduled to ${formatPakistanDate(input.date)}, ${input.windowStart}–${input.windowEnd}`;
      await trx.insertInto("lead_events").values(event(job.lead_id, "job", actor, text, { job: id, date: input.date, from: job.date })).execute();
      return true;
    });
    return found ? this.get(id) : undefined;
  }

  async plan(id: string, input: JobPlanInput, actor: Actor): Promise<Job | undefined> {
    const job = await this.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
    if (!job) return undefined;
    this.assertOpen(job);
    const needs = input.vehicleNeeds.filter((need) => need.count > 0);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("jobs").set({ vehicle_needs: JSON.stringify(needs), crew_size: input.crewSize, notes: input.notes, updated_at: isoNow() }).where("id", "=", id).execute();
      const vehicles = needs.map((need) => `${need.count} × ${VEHICLE_CLASS_LABELS[need.vehicleClass]}`).join(", ") || "no vehicles";
      const text = `${jobName(job)} needs ${vehicles} and a crew of ${input.crewSize}`;
      await trx.insertInto("lead_events").values(event(job.lead_id, "job", actor, text, { job: id })).execute();
    });
    return this.get(id);
  }

  /** Completing the last open day of a booked move sets its lead to Moved. */
  async setStatus(id: string, input: JobStatusInput, actor: Actor): Promise<Job | undefined> {
    const found = await this.db.transaction().execute(async (trx) => {
      const job = await this.lockJob(trx, id);
      if (!job) return false;
      if (job.status === input.status) return true;
      if (!JOB_NEXT_STATUSES[job.status].includes(input.status)) {
        throw conflict(`A job that is ${JOB_STATUS_LABELS[job.status].toLowerCase()} cannot become ${JOB_STATUS_LABELS[input.status].toLowerCase()}`);
      }
      const at = isoNow();
      const reason = input.status === "cancelled" ? input.reason : null;
      await trx.updateTable("jobs").set({ status: input.status, cancel_reason: reason, updated_at: at }).where("id", "=", id).execute();
      const events = [event(job.lead_id, "job", actor, `${jobName(job)}: ${JOB_STATUS_LABELS[input.status]}${reason ? ` (${reason})` : ""}`, { job: id, from: job.status, to: input.status })];
      if (input.status === "completed") {
        const open = await trx.selectFrom("jobs").select("id").where("lead_id", "=", job.lead_id).where("id", "<>", id).where("status", "in", ["scheduled", "in_progress"]).execute();
        const lead = await trx.selectFrom("leads").select("status").where("id", "=", job.lead_id).executeTakeFirstOrThrow();
        if (open.length === 0 && lead.status !== "moved") {
          await trx.updateTable("leads").set({ status: "moved", lost_reason: null, updated_at: at }).where("id", "=", job.lead_id).execute();
          events.push(statusEvent(job.lead_id, actor, lead.status as LeadStatus, "moved", null));
          await trx.insertInto("lead_events").values(events).execute();
          await recordProgress(trx, job.lead_id, "moved", actor, at);
          return true;
        }
      }
      await trx.insertInto("lead_events").values(events).execute();
      return true;
    });
    return found ? this.get(id) : undefined;
  }

  /** Scheduled jobs on `date` whose customer gave an e-mail and has had no day-before e-mail yet. */
  async dueForDayBeforeMail(date: string, limit: number): Promise<string[]> {
    const due = await this.db
      .selectFrom("jobs")
      .innerJoin("leads", "leads.id", "jobs.lead_id")
      .select("jobs.id")
      .where("jobs.date", "=", date)
      .where("jobs.status", "=", "scheduled")
      .where("jobs.reminded_at", "is", null)
      .where("leads.email", "!=", "")
      .orderBy("jobs.id")
      .limit(limit)
      .execute();
    return due.map((row) => row.id);
  }

  /**
   * "Once" across instances and restarts: the job is claimed by setting
   * reminded_at, only while empty and still scheduled on `date`, in the
   * transaction that queues the e-mail (`queue`, given that transaction).
   */
  async claimDayBeforeMail(id: string, date: string, queue: (trx: Db) => Promise<void>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("jobs")
        .set({ reminded_at: isoNow() })
        .where("id", "=", id)
        .where("reminded_at", "is", null)
        .where("date", "=", date)
        .where("status", "=", "scheduled")
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await queue(trx);
      return true;
    });
  }

  async recordReminder(id: string, channel: "whatsapp", actor: Actor): Promise<boolean> {
    const job = await this.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
    if (!job) return false;
    await this.db.insertInto("lead_events").values(event(job.lead_id, "reminder", actor, `${jobName(job)}: reminder sent on WhatsApp`, { job: id, channel })).execute();
    return true;
  }

  async addresses(leadId: string): Promise<MoveAddresses | null> {
    const row = await this.db.selectFrom("move_addresses").select("addresses").where("lead_id", "=", leadId).executeTakeFirst();
    return row ? (JSON.parse(row.addresses) as MoveAddresses) : null;
  }

  /** The same save (or a retry with its key) is noted once. */
  async saveAddresses(leadId: string, input: MoveAddresses, actor: Actor, idempotencyKey: string | null): Promise<void> {
    const addresses = JSON.stringify(input);
    await this.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("move_addresses").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
      if (current && (current.addresses === addresses || (idempotencyKey !== null && current.idempotency_key === idempotencyKey))) return;
      const at = isoNow();
      const values = { addresses, idempotency_key: idempotencyKey, updated_at: at, updated_by: actor.name };
      await trx
        .insertInto("move_addresses")
        .values({ lead_id: leadId, ...values })
        .onConflict((oc) => oc.column("lead_id").doUpdateSet(values))
        .execute();
      const text = `Addresses saved: from ${addressLine(input.from)}; to ${addressLine(input.to)}`;
      await trx.insertInto("lead_events").values(event(leadId, "job", actor, text, {})).execute();
    });
  }

  /** The vehicle and crew lead only from the day before each day. */
  async forCustomer(leadId: string, now = new Date()): Promise<CustomerJob> {
    const today = todayInPakistan(now);
    const [days, addresses] = await Promise.all([this.forLead(leadId), this.addresses(leadId)]);
    return {
      days: days
        .filter((job) => job.status !== "cancelled")
        .map((job) => {
          const visible = crewVisibleOn(job.date, today);
          const lead = job.crew.find((m) => m._id === job.crewLeadId);
          return {
            date: job.date,
            windowStart: job.windowStart,
            windowEnd: job.windowEnd,
            status: job.status,
            vehicles: visible ? job.vehicles.map((v) => ({ registration: v.registration, vehicleClass: v.vehicleClass })) : null,
            crewLead: visible && lead ? { name: lead.name, phone: lead.phone } : null,
          };
        }),
      addresses,
    };
  }
}
