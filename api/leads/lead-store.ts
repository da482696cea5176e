import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import {
  DUPLICATE_WINDOW_DAYS,
  FOLLOW_UP_GRACE_MS,
  FOLLOW_UP_PAST_MESSAGE,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LOST_REASON_LABELS,
  OPEN_STATUSES,
  type ContactInput,
  type Lead,
  type LeadCounts,
  type LeadKind,
  type LeadListQuery,
  type LeadSource,
  type LeadStatus,
  type LeadUpdateInput,
  type QuoteInput,
  type TimelineEntry,
} from "../contract/leads";
import { DEFAULT_LANGUAGE, type Language } from "../contract/languages";
import { type Db, isUniqueViolation, toCount } from "../db/database";
import type { Database, LeadRow } from "../db/schema";
import type { StaffUser } from "../lib/app-env";
import { badRequest } from "../lib/http-errors";
import { newId, newLeadReference } from "../lib/ids";
import { isoNow } from "../lib/time";
import { leadTimeline } from "./timeline";
import { endOfPakistanDay, formatPakistanDateTime } from "../contract/pakistan-time";

export const LEADS_PAGE_SIZE = 10;
/** The most rows one CSV export holds. */
const EXPORT_LIMIT = 10_000;

/** Who did something on the timeline: a staff member, the customer (estimate link) or the system. */
export type Actor = { id: string | null; name: string };
export const CUSTOMER: Actor = { id: null, name: "Customer" };
export const SYSTEM: Actor = { id: null, name: "System" };
export const staffActor = (staff: StaffUser): Actor => ({ id: staff.id, name: staff.name });

/** A lead row with its owner's name and the reference of the lead it duplicates. */
export type LeadWithNames = LeadRow & { owner_name: string | null; duplicate_reference: string | null };

function parseSource(text: string): LeadSource {
  try {
    const value = JSON.parse(text) as Partial<LeadSource>;
    return { page: value.page ?? "", referrer: value.referrer ?? "", utm: value.utm ?? {} };
  } catch {
    return { page: "", referrer: "", utm: {} };
  }
}

export function toLeadAnswer(row: LeadWithNames): Lead {
  return {
    _id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    details: JSON.parse(row.details) as Record<string, unknown>,
    createdAt: row.created_at,
    notifiedAt: row.notified_at,
    lostReason: row.lost_reason,
    owner: row.owner_id ? { _id: row.owner_id, name: row.owner_name ?? "Former staff member" } : null,
    followUpAt: row.follow_up_at,
    city: row.city,
    source: parseSource(row.source),
    language: row.language,
    duplicate:
      row.duplicate_of && row.duplicate_state
        ? { _id: row.duplicate_of, reference: row.duplicate_reference ?? "", state: row.duplicate_state }
        : null,
  };
}

/** Search text → the part of a phone number it could be ("0300 123" → "300123"), or null when too short to mean one. */
function phoneDigits(term: string): string | null {
  const digits = term.replace(/\D/g, "").replace(/^(0092|92|0)/, "");
  return digits.length >= 4 ? digits : null;
}

/** LIKE wildcards typed by staff are taken literally (dropped), the same on both databases. */
const likeSafe = (text: string) => text.replace(/[%_\\]/g, "");

type LeadQuery = SelectQueryBuilder<Database, "leads", object>;

/** Quote requests and contact messages: stored before anything else happens. */
export class LeadStore {
  constructor(private readonly db: Db) {}

  private withNames() {
    return this.db
      .selectFrom("leads")
      .leftJoin("users as owner", "owner.id", "leads.owner_id")
      .leftJoin("leads as original", "original.id", "leads.duplicate_of")
      .selectAll("leads")
      .select(["owner.name as owner_name", "original.reference as duplicate_reference"]);
  }

  /**
   * Stores a lead. One with the same phone number (normalised) or e-mail as
   * an open lead of the last 30 days is flagged as its duplicate, linked to
   * it and given its owner, so nobody calls the customer twice.
   *
   * With an idempotency key, a second call with the same key (a
   * retry after a timeout, a double submit, however many at once) stores
   * nothing and returns the first lead: the unique index decides the race.
   */
  async create(
    kind: LeadKind,
    input: QuoteInput | ContactInput,
    options: { source?: LeadSource; idempotencyKey?: string | null; language?: Language } = {},
  ): Promise<{ lead: LeadRow; created: boolean }> {
    const idempotencyKey = options.idempotencyKey ?? null;
    const source = options.source ?? { page: "", referrer: "", utm: {} };
    if (idempotencyKey) {
      const existing = await this.findByIdempotencyKey(idempotencyKey);
      if (existing) return { lead: existing, created: false };
    }
    const emailKey = input.email.trim().toLowerCase();
    const original = await this.findOpenMatch(input.phone, emailKey, null);
    for (let attempt = 1; ; attempt++) {
      const now = isoNow();
      const row: LeadRow = {
        id: newId(),
        reference: newLeadReference(),
        kind,
        status: "new",
        name: input.name,
        phone: input.phone,
        email: input.email,
        details: JSON.stringify(input),
        created_at: now,
        updated_at: now,
        notified_at: null,
        notify_attempts: 0,
        next_attempt_at: null,
        last_error: null,
        claimed_until: null,
        idempotency_key: idempotencyKey,
        claim_token: null,
        lost_reason: null,
        owner_id: original?.owner_id ?? null,
        follow_up_at: null,
        city: "fromCity" in input ? input.fromCity : "",
        email_key: emailKey,
        source: JSON.stringify(source),
        duplicate_of: original?.id ?? null,
        duplicate_state: original ? "flagged" : null,
        language: options.language ?? DEFAULT_LANGUAGE,
      };
      try {
        await this.db.transaction().execute(async (trx) => {
          await trx.insertInto("leads").values(row).execute();
          if (original) {
            await trx
              .insertInto("lead_events")
              .values([
                event(row.id, "duplicate", SYSTEM, `Possible duplicate of ${original.reference} (same ${matchWord(original, input.phone, emailKey)})`, { of: original.id }),
                event(original.id, "duplicate", SYSTEM, `New request ${row.reference} looks like a duplicate of this lead`, { duplicate: row.id }),
              ])
              .execute();
          }
        });
        return { lead: row, created: true };
      } catch (error) {
        if (idempotencyKey && isUniqueViolation(error)) {
          const first = await this.findByIdempotencyKey(idempotencyKey);
          if (first) return { lead: first, created: false };
        }
        // A reference clash (one in ~900 million): draw another.
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
    }
  }

  async findByIdempotencyKey(key: string): Promise<LeadRow | undefined> {
    return this.db.selectFrom("leads").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  }

  /** The newest open lead of the last 30 days with this phone or e-mail (not `except`), following a flagged duplicate to its original. */
  private async findOpenMatch(phone: string, emailKey: string, except: string | null): Promise<LeadRow | undefined> {
    if (!phone && !emailKey) return undefined;
    const since = new Date(Date.now() - DUPLICATE_WINDOW_DAYS * 86_400_000).toISOString();
    let query = this.db
      .selectFrom("leads")
      .selectAll()
      .where("status", "in", OPEN_STATUSES)
      .where("created_at", ">=", since)
      .where((eb) => {
        const matches = [];
        if (phone) matches.push(eb("phone", "=", phone));
        if (emailKey) matches.push(eb("email_key", "=", emailKey));
        return eb.or(matches);
      });
    if (except) query = query.where("id", "!=", except);
    const match = await query.orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirst();
    if (match?.duplicate_of && match.duplicate_state === "flagged") {
      return (await this.db.selectFrom("leads").selectAll().where("id", "=", match.duplicate_of).executeTakeFirst()) ?? match;
    }
    return match;
  }

  private filtered(query: LeadListQuery, now: Date): LeadQuery {
    let q = this.db.selectFrom("leads") as LeadQuery;
    if (query.type) q = q.where("leads.kind", "=", query.type);
    if (query.status) q = q.where("leads.status", "=", query.status);
    if (query.city) q = q.where("leads.city", "=", query.city);
    if (query.owner === "none") q = q.where("leads.owner_id", "is", null);
    else if (query.owner) q = q.where("leads.owner_id", "=", query.owner);
    if (query.view === "due") {
      q = q.where("leads.follow_up_at", "<=", endOfPakistanDay(now)).where("leads.status", "in", OPEN_STATUSES);
    }
    const term = query.q?.trim();
    if (term) {
      const digits = phoneDigits(term);
      const words = likeSafe(term.toLowerCase());
      q = q.where((eb: ExpressionBuilder<Database, "leads">) => {
        const matches = [eb("leads.reference", "=", term.toUpperCase())];
        if (words) matches.push(eb(sql<string>`lower(leads.name)`, "like", `%${words}%`));
        if (digits) matches.push(eb("leads.phone", "like", `%${digits}%`));
        return eb.or(matches);
      });
    }
    return q;
  }

  /** One page of leads: due follow-ups oldest first; otherwise new leads nobody owns on top, then newest first. */
  async list(query: LeadListQuery, now = new Date()): Promise<{ leads: Lead[]; total: number }> {
    const base = this.filtered(query, now);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst(),
      this.ordered(base, query)
        .limit(LEADS_PAGE_SIZE)
        .offset((query.page - 1) * LEADS_PAGE_SIZE)
        .execute(),
    ]);
    return { leads: rows.map(toLeadAnswer), total: toCount(count?.total) };
  }

  /** Every lead of a filtered view (up to EXPORT_LIMIT), in the list's order. */
  async exportRows(query: LeadListQuery, now = new Date()): Promise<Lead[]> {
    const rows = await this.ordered(this.filtered(query, now), query).limit(EXPORT_LIMIT).execute();
    return rows.map(toLeadAnswer);
  }

  private ordered(base: LeadQuery, query: LeadListQuery) {
    const named = base
      .leftJoin("users as owner", "owner.id", "leads.owner_id")
      .leftJoin("leads as original", "original.id", "leads.duplicate_of")
      .selectAll("leads")
      .select(["owner.name as owner_name", "original.reference as duplicate_reference"]);
    if (query.view === "due") return named.orderBy("leads.follow_up_at", "asc").orderBy("leads.id", "asc");
    return named
      .orderBy(sql`case when leads.status = 'new' and leads.owner_id is null then 0 else 1 end`)
      .orderBy("leads.created_at", "desc")
      .orderBy("leads.id", "desc");
  }

  async counts(now = new Date()): Promise<LeadCounts> {
    const [byStatus, due, unowned] = await Promise.all([
      this.db.selectFrom("leads").select(["status", (eb) => eb.fn.countAll().as("total")]).groupBy("status").execute(),
      this.filtered({ view: "due", page: 1 }, now)
        .select((eb) => eb.fn.countAll().as("total"))
        .executeTakeFirst(),
      this.db
        .selectFrom("leads")
        .where("status", "=", "new")
        .where("owner_id", "is", null)
        .select((eb) => eb.fn.countAll().as("total"))
        .executeTakeFirst(),
    ]);
    const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
    for (const row of byStatus) if (row.status in counts) counts[row.status] = toCount(row.total);
    return { byStatus: counts, due: toCount(due?.total), unowned: toCount(unowned?.total) };
  }

  async get(id: string): Promise<LeadWithNames | undefined> {
    return this.withNames().where("leads.id", "=", id).executeTakeFirst();
  }

  /** The lead's recorded history, oldest first (api/leads/timeline.ts). */
  async timeline(lead: LeadRow): Promise<TimelineEntry[]> {
    return leadTimeline(this.db, lead);
  }

  /** Leads flagged as duplicates of this one, oldest first. */
  async duplicatesOf(id: string) {
    return this.db
      .selectFrom("leads")
      .select(["id", "reference", "name", "created_at", "duplicate_state"])
      .where("duplicate_of", "=", id)
      .orderBy("created_at")
      .execute();
  }

  /**
   * Changes status, owner and follow-up together: every check first, then
   * one transaction that writes the lead and one audit event per change.
   */
  async update(id: string, input: LeadUpdateInput, actor: Actor, now = new Date()): Promise<LeadWithNames | undefined> {
    const lead = await this.get(id);
    if (!lead) return undefined;
    let ownerName: string | null = null;
    if (input.ownerId) {
      const owner = await this.db.selectFrom("users").select(["id", "name"]).where("id", "=", input.ownerId).executeTakeFirst();
      if (!owner) throw badRequest("ownerId: No staff member has this id", { ownerId: ["No staff member has this id"] });
      ownerName = owner.name;
    }
    let followUpAt: string | null | undefined = undefined;
    if (input.followUpAt !== undefined) {
      followUpAt = input.followUpAt === null ? null : new Date(input.followUpAt).toISOString();
      if (followUpAt !== null && Date.parse(followUpAt) < now.getTime() - FOLLOW_UP_GRACE_MS) {
        throw badRequest(`followUpAt: ${FOLLOW_UP_PAST_MESSAGE}`, { followUpAt: [FOLLOW_UP_PAST_MESSAGE] });
      }
    }

    const changes: Partial<LeadRow> = {};
    const events: ReturnType<typeof event>[] = [];
    if (input.status !== undefined && (input.status !== lead.status || (input.status === "lost" && input.lostReason !== lead.lost_reason))) {
      changes.status = input.status;
      changes.lost_reason = input.status === "lost" ? input.lostReason! : null;
      events.push(statusEvent(id, actor, lead.status, input.status, changes.lost_reason));
    }
    if (input.ownerId !== undefined && input.ownerId !== lead.owner_id) {
      changes.owner_id = input.ownerId;
      events.push(event(id, "owner", actor, ownerName ? `Assigned to ${ownerName}` : "Owner removed", { from: lead.owner_id, to: input.ownerId }));
    }
    if (followUpAt !== undefined && followUpAt !== lead.follow_up_at) {
      changes.follow_up_at = followUpAt;
      events.push(
        event(id, "follow_up", actor, followUpAt ? `Follow-up set for ${formatPakistanDateTime(followUpAt)}` : "Follow-up cleared", { to: followUpAt }),
      );
    }
    if (events.length === 0) return lead;
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("leads").set({ ...changes, updated_at: isoNow() }).where("id", "=", id).execute();
      await trx.insertInto("lead_events").values(events).execute();
    });
    return this.get(id);
  }

  async addNote(id: string, text: string, actor: Actor): Promise<boolean> {
    const lead = await this.db.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst();
    if (!lead) return false;
    await this.db.insertInto("lead_events").values(event(id, "note", actor, text, {})).execute();
    return true;
  }

  /**
   * A flagged duplicate: "merge" folds it into the lead it duplicates (its
   * timeline and estimates move there, and it is closed as lost: duplicate);
   * "dismiss" keeps both as separate leads.
   */
  async resolveDuplicate(id: string, action: "merge" | "dismiss", actor: Actor): Promise<LeadWithNames | "not-flagged" | undefined> {
    const lead = await this.get(id);
    if (!lead) return undefined;
    if (!lead.duplicate_of || lead.duplicate_state !== "flagged") return "not-flagged";
    const originalId = lead.duplicate_of;
    await this.db.transaction().execute(async (trx) => {
      if (action === "dismiss") {
        await trx.updateTable("leads").set({ duplicate_state: "dismissed", updated_at: isoNow() }).where("id", "=", id).execute();
        await trx
          .insertInto("lead_events")
          .values(event(id, "duplicate", actor, `Not a duplicate of ${lead.duplicate_reference}: kept as a separate lead`, { of: originalId }))
          .execute();
        return;
      }
      await trx.updateTable("lead_events").set({ lead_id: originalId }).where("lead_id", "=", id).execute();
      await trx.updateTable("estimates").set({ lead_id: originalId }).where("lead_id", "=", id).execute();
      await trx
        .updateTable("leads")
        .set({ duplicate_state: "merged", status: "lost", lost_reason: "duplicate", follow_up_at: null, updated_at: isoNow() })
        .where("id", "=", id)
        .execute();
      await trx
        .insertInto("lead_events")
        .values([
          event(originalId, "duplicate", actor, `${lead.reference} (${lead.name}) merged into this lead; its history is above`, { merged: id }),
          event(id, "duplicate", actor, `Merged into ${lead.duplicate_reference}`, { into: originalId }),
          statusEvent(id, actor, lead.status, "lost", "duplicate"),
        ])
        .execute();
    });
    return this.get(id);
  }
}

export function event(leadId: string, kind: string, actor: Actor, text: string, data: Record<string, unknown>) {
  return { id: newId(), lead_id: leadId, kind, actor_id: actor.id, actor_name: actor.name, text, data: JSON.stringify(data), created_at: isoNow() };
}

export function statusEvent(leadId: string, actor: Actor, from: LeadStatus, to: LeadStatus, lostReason: string | null) {
  const reason = to === "lost" && lostReason ? ` (${LOST_REASON_LABELS[lostReason as keyof typeof LOST_REASON_LABELS] ?? lostReason})` : "";
  return event(leadId, "status", actor, `Status: ${LEAD_STATUS_LABELS[from]} → ${LEAD_STATUS_LABELS[to]}${reason}`, { from, to, lostReason });
}

function matchWord(original: LeadRow, phone: string, emailKey: string): string {
  return phone && original.phone === phone ? "phone number" : emailKey && original.email_key === emailKey ? "e-mail" : "contact details";
}
