import { ftsPhrase } from "../db/fts-phrase";
import { isDatabaseUnavailable } from "../lib/db-errors";
import { type ExpressionBuilder, PostgresAdapter, type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
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
  type NoteKind,
  NOTE_KIND_LABELS,
  type QuoteInput,
  TIMELINE_KINDS,
  type TimelineEntry,
} from "../contract/leads";
import { DEFAULT_LANGUAGE, type Language } from "../contract/languages";
import { FUNNEL_STEPS } from "../contract/dashboard";
import { type Db, isUniqueViolation, toCount } from "../db/database";
import type { Database, LeadRow } from "../db/schema";
import type { StaffUser } from "../lib/app-env";
import { badRequest } from "../lib/http-errors";
import { REFERENCE_PATTERN, newId, newLeadReference } from "../lib/ids";
import { isoNow } from "../lib/time";
import { SEARCH_COUNT_CAP } from "./lead-search";
import { endOfPakistanDate, endOfPakistanDay, formatPakistanDateTime, startOfPakistanDate } from "../contract/pakistan-time";

export const LEADS_PAGE_SIZE = 10;
const EXPORT_BATCH = 5_000;

export type Actor = { id: string | null; name: string };
export const CUSTOMER: Actor = { id: null, name: "Customer" };
export const SYSTEM: Actor = { id: null, name: "System" };
export const staffActor = (staff: StaffUser): Actor => ({ id: staff.id, name: staff.name });

export type LeadCsvRow = Pick<
  LeadRow,
  "id" | "reference" | "created_at" | "kind" | "status" | "lost_reason" | "name" | "phone" | "email" | "language" | "city" | "owner_id" | "follow_up_at" | "details" | "source" | "estimate_total"
> & {
  owner_name: string | null;
  inbox_first: number;
};

export type LeadWithNames = LeadRow & { owner_name: string | null; duplicate_reference: string | null };

export function parseSource(text: string): LeadSource {
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
    rating: row.rating,
    duplicate:
      row.duplicate_of && row.duplicate_state
        ? { _id: row.duplicate_of, reference: row.duplicate_reference ?? "", state: row.duplicate_state }
        : null,
  };
}

/** "0300 123" → "300123"; null when too short to mean one. */
function phoneDigits(term: string): string | null {
  const digits = term.replace(/\D/g, "").replace(/^(0092|92|0)/, "");
  return digits.length >= 4 ? digits : null;
}

/** The same on both databases. */
const likeSafe = (text: string) => text.replace(/[%_\\]/g, "");

type LeadQuery = SelectQueryBuilder<Database, "leads", object>;

const timelineKind = (kind: string): TimelineEntry["kind"] =>
  (TIMELINE_KINDS as readonly string[]).includes(kind) ? (kind as TimelineEntry["kind"]) : "note";

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
   * A match with an open lead of the last 30 days is flagged as its duplicate and given its owner, so nobody calls twice.
   * The same idempotency key stores nothing and returns the first lead: the unique index decides the race.
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
        ...sourceColumns(source),
        service: "service" in input ? input.service : "",
        furthest_stage: 0,
        first_response_at: null,
        rating: null,
        estimate_total: null,
      };
      // From here on COMMIT may have reached the database.
      let committing = false;
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
          committing = true;
        });
        return { lead: row, created: true };
      } catch (error) {
        // Before COMMIT was sent nothing was stored (a PostgreSQL restart): write again. After, the outcome is unknown.
        if (!committing && isDatabaseUnavailable(error) && attempt < 5) continue;
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

  private async filtered(query: LeadListQuery, now: Date): Promise<LeadQuery> {
    let q = this.db.selectFrom("leads") as LeadQuery;
    if (query.type) q = q.where("leads.kind", "=", query.type);
    if (query.status) q = q.where("leads.status", "=", query.status);
    if (query.city) q = q.where("leads.city", "=", query.city);
    if (query.owner === "none") q = q.where("leads.owner_id", "is", null);
    else if (query.owner) q = q.where("leads.owner_id", "=", query.owner);
    if (query.from) q = q.where("leads.created_at", ">=", startOfPakistanDate(query.from));
    if (query.to) q = q.where("leads.created_at", "<=", endOfPakistanDate(query.to));
    if (query.view === "due") {
      q = q.where("leads.follow_up_at", "<=", endOfPakistanDay(now)).where("leads.status", "in", OPEN_STATUSES);
    }
    const term = query.q?.trim();
    if (!term) return q;
    const reference = term.toUpperCase();
    if (REFERENCE_PATTERN.test(reference)) return q.where("leads.reference", "=", reference);
    const digits = phoneDigits(term);
    const words = likeSafe(term.toLowerCase());
    q = q.where((eb: ExpressionBuilder<Database, "leads">) => {
      const matches = [eb("leads.reference", "=", reference)];
      if (words) matches.push(eb(sql<string>`lower(leads.name)`, "like", `%${words}%`));
      if (digits) matches.push(eb("leads.phone", "like", `%${digits}%`));
      return eb.or(matches);
    });
    const candidates = await this.searchCandidates(words, digits);
    return candidates ? q.where((eb) => eb.or([eb("leads.reference", "=", reference), candidates])) : q;
  }

  /** null: walk the inbox index (always on PostgreSQL). A candidate costs ~16 index steps, so candidates win below √(cap × leads / 16). */
  private async searchCandidates(words: string, digits: string | null): Promise<RawBuilder<boolean> | null> {
    if (this.db.getExecutor().adapter instanceof PostgresAdapter) return null;
    const terms: string[] = [];
    if ([...words].length >= 3) terms.push(`name : ${ftsPhrase(words)}`);
    else if (words) return null;
    if (digits) terms.push(`phone : ${ftsPhrase(digits)}`);
    if (terms.length === 0) return null;
    const query = terms.join(" OR ");
    // max(rowid) reads one index edge.
    const size = await sql<{ n: number | null }>`select max(rowid) as n from leads`.execute(this.db);
    const enough = Math.max(200, Math.ceil(Math.sqrt((SEARCH_COUNT_CAP * Number(size.rows[0]?.n ?? 0)) / 16)));
    const found = await sql<{ n: number }>`select count(*) as n from (select 1 from leads_search where leads_search match ${query} limit ${enough})`.execute(this.db);
    if (Number(found.rows[0]?.n ?? 0) >= enough) return null;
    return sql<boolean>`leads.id in (select lead_id from leads_search where leads_search match ${query})`;
  }

  async list(query: LeadListQuery, now = new Date()): Promise<{ leads: Lead[]; total: number; totalCapped: boolean }> {
    const base = await this.filtered(query, now);
    const [total, rows] = await Promise.all([
      this.total(base, query),
      this.ordered(base, query)
        .limit(LEADS_PAGE_SIZE)
        .offset((query.page - 1) * LEADS_PAGE_SIZE)
        .execute(),
    ]);
    const capped = Boolean(query.q) && total > SEARCH_COUNT_CAP;
    return { leads: rows.map(toLeadAnswer), total: capped ? SEARCH_COUNT_CAP : total, totalCapped: capped };
  }

  private async total(base: LeadQuery, query: LeadListQuery): Promise<number> {
    if (query.q) {
      // So the count walks the index the page reads, never the whole table.
      const first = this.inboxOrder(base.select(sql.lit(1).as("one"))).limit(SEARCH_COUNT_CAP + 1);
      const row = await this.db
        .selectFrom(first.as("matches"))
        .select((eb) => eb.fn.countAll().as("total"))
        .executeTakeFirst();
      return toCount(row?.total);
    }
    if (query.view === "due") return toCount((await base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst())?.total);
    let counted = this.db.selectFrom("lead_counts").select((eb) => eb.fn.sum<number | string | null>("total").as("total"));
    if (query.type) counted = counted.where("kind", "=", query.type);
    if (query.status) counted = counted.where("status", "=", query.status);
    if (query.city) counted = counted.where("city", "=", query.city);
    if (query.owner) counted = counted.where("owner_key", "=", query.owner === "none" ? "" : query.owner);
    return toCount((await counted.executeTakeFirst())?.total ?? 0);
  }

  private inboxOrder<O>(q: SelectQueryBuilder<Database, "leads", O>) {
    return q.orderBy(sql`leads.inbox_first`, "desc").orderBy("leads.created_at", "desc").orderBy("leads.id", "desc");
  }

  /** Keyset batches keep memory flat; rows kept waiting for the reader outlived the young generation and grew the heap by 100 MB. */
  async *exportBatches<T>(query: LeadListQuery, format: (rows: LeadCsvRow[]) => T, now = new Date()): AsyncGenerator<T> {
    const base = (await this.filtered(query, now)).select([
        "leads.id",
        "leads.reference",
        "leads.created_at",
        "leads.kind",
        "leads.status",
        "leads.lost_reason",
        "leads.name",
        "leads.phone",
        "leads.email",
        "leads.language",
        "leads.city",
        "leads.owner_id",
        "leads.follow_up_at",
        "leads.details",
        "leads.source",
        "leads.estimate_total",
        sql<number>`leads.inbox_first`.as("inbox_first"),
      ]);
    const owners = new Map((await this.db.selectFrom("users").select(["id", "name"]).execute()).map((user) => [user.id, user.name]));
    // A copy of every row would double what the collector sweeps.
    const named = (rows: Array<Omit<LeadCsvRow, "owner_name">>): LeadCsvRow[] => {
      for (const row of rows as LeadCsvRow[]) row.owner_name = row.owner_id ? (owners.get(row.owner_id) ?? null) : null;
      return rows as LeadCsvRow[];
    };
    const due = query.view === "due";
    const batchAfter = (after: Pick<LeadCsvRow, "id" | "follow_up_at" | "inbox_first" | "created_at"> | undefined) => {
      let q = base;
      if (after && due) q = q.where(sql<boolean>`(leads.follow_up_at, leads.id) > (${after.follow_up_at}, ${after.id})`);
      // A row value: both databases seek the index instead of scanning from the top.
      else if (after) q = q.where(sql<boolean>`(leads.inbox_first, leads.created_at, leads.id) < (${after.inbox_first}, ${after.created_at}, ${after.id})`);
      return (due ? q.orderBy("leads.follow_up_at", "asc").orderBy("leads.id", "asc") : this.inboxOrder(q))
        .limit(EXPORT_BATCH)
        .execute()
        .then((rows) => {
          const last = rows.at(-1);
          return { count: rows.length, last: last && { id: last.id, follow_up_at: last.follow_up_at, inbox_first: last.inbox_first, created_at: last.created_at }, out: rows.length ? format(named(rows)) : undefined };
        });
    };
    let next = batchAfter(undefined);
    try {
      for (;;) {
        const batch = await next;
        // On PostgreSQL the database reads the next batch while this process writes: two in memory at most.
        if (batch.count === EXPORT_BATCH) next = batchAfter(batch.last);
        if (batch.out !== undefined) yield batch.out;
        if (batch.count < EXPORT_BATCH) return;
      }
    } finally {
      // A reader that stops early leaves no query without a handler.
      await next.catch(() => undefined);
    }
  }

  private ordered(base: LeadQuery, query: LeadListQuery) {
    const named = base
      .leftJoin("users as owner", "owner.id", "leads.owner_id")
      .leftJoin("leads as original", "original.id", "leads.duplicate_of")
      .selectAll("leads")
      .select(["owner.name as owner_name", "original.reference as duplicate_reference"]);
    if (query.view === "due") return named.orderBy("leads.follow_up_at", "asc").orderBy("leads.id", "asc");
    return this.inboxOrder(named);
  }

  async counts(now = new Date()): Promise<LeadCounts> {
    const [byStatus, due] = await Promise.all([
      this.db
        .selectFrom("lead_counts")
        .select(["status", (eb) => eb.fn.sum<number | string | null>("total").as("total"), (eb) => eb.fn.sum<number | string | null>(sql`case when owner_key = '' then total else 0 end`).as("unowned")])
        .groupBy("status")
        .execute(),
      this.filtered({ view: "due", page: 1 }, now).then((q) => q.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst()),
    ]);
    const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
    let unowned = 0;
    for (const row of byStatus) {
      if (row.status in counts) counts[row.status as LeadStatus] = toCount(row.total ?? 0);
      if (row.status === "new") unowned = toCount(row.unowned ?? 0);
    }
    return { byStatus: counts, due: toCount(due?.total), unowned };
  }

  async get(id: string): Promise<LeadWithNames | undefined> {
    return this.withNames().where("leads.id", "=", id).executeTakeFirst();
  }

  async timeline(lead: LeadRow): Promise<TimelineEntry[]> {
    const rows = await this.db.selectFrom("lead_events").selectAll().where("lead_id", "=", lead.id).orderBy("created_at").orderBy("id").execute();
    const entries: TimelineEntry[] = [
      { _id: `received-${lead.id}`, kind: "received", at: lead.created_at, by: lead.name, text: lead.kind === "quote" ? "Quote request received on the website" : "Message received on the website" },
    ];
    if (lead.notified_at) entries.push({ _id: `notified-${lead.id}`, kind: "notified", at: lead.notified_at, by: "System", text: "New-lead e-mail sent to the office" });
    for (const row of rows) entries.push({ _id: row.id, kind: timelineKind(row.kind), at: row.created_at, by: row.actor_name, text: row.text });
    return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  }

  async duplicatesOf(id: string) {
    return this.db
      .selectFrom("leads")
      .select(["id", "reference", "name", "created_at", "duplicate_state"])
      .where("duplicate_of", "=", id)
      .orderBy("created_at")
      .execute();
  }

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
      const statusChange = events.find((e) => e.kind === "status");
      // Taking or handing over a lead, or a follow-up, is no answer to the customer.
      if (statusChange) await recordProgress(trx, id, changes.status!, actor, statusChange.created_at);
    });
    return this.get(id);
  }

  async addNote(id: string, text: string, actor: Actor, kind: NoteKind = "note"): Promise<boolean> {
    const lead = await this.db.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst();
    if (!lead) return false;
    const note = event(id, kind, actor, kind === "note" ? text : `${NOTE_KIND_LABELS[kind]}: ${text}`, {});
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto("lead_events").values(note).execute();
      await recordProgress(trx, id, null, actor, note.created_at);
    });
    return true;
  }

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

function sourceColumns(source: LeadSource) {
  let referrer = source.referrer;
  try {
    referrer = new URL(referrer).hostname;
  } catch {
    // not a URL: kept as written
  }
  return {
    utm_source: (source.utm.source ?? "").toLowerCase(),
    utm_medium: (source.utm.medium ?? "").toLowerCase(),
    referrer_host: referrer.toLowerCase(),
    landing_page: source.page,
  };
}

/** The first staff action stops the speed-to-lead clock. */
export async function recordProgress(trx: Db, leadId: string, status: LeadStatus | null, actor: Actor, at: string): Promise<void> {
  if (actor.id) {
    await trx.updateTable("leads").set({ first_response_at: at }).where("id", "=", leadId).where("first_response_at", "is", null).execute();
  }
  const stage = status ? (FUNNEL_STEPS as readonly string[]).indexOf(status) : -1;
  if (stage > 0) await trx.updateTable("leads").set({ furthest_stage: stage }).where("id", "=", leadId).where("furthest_stage", "<", stage).execute();
}

function matchWord(original: LeadRow, phone: string, emailKey: string): string {
  return phone && original.phone === phone ? "phone number" : emailKey && original.email_key === emailKey ? "e-mail" : "contact details";
}
