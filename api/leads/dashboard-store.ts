import { sql, type SelectQueryBuilder } from "kysely";
import { BOOKED_STAGE, FUNNEL_STEPS, NO_SOURCE, WAITING_AFTER_MINUTES, type Dashboard, type DashboardQuery, type WaitingLeads } from "../contract/dashboard";
import { LOST_REASONS, type LostReason } from "../contract/leads";
import { officeMinutesBetween, percentile, type OfficeHours } from "../contract/office-hours";
import { summarizeRatings } from "../contract/move-care";
import { type Db, toCount } from "../db/database";
import type { Database } from "../db/schema";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const PAKISTAN_OFFSET_MS = 5 * HOUR_MS;
/** Rows of each sources table. */
const TOP = 20;
/** How many of the oldest unanswered leads the inbox looks at. */
const WAITING_LOOKED_AT = 200;

type LeadQuery = SelectQueryBuilder<Database, "leads", object>;

const startOfPakistanDate = (date: string) => new Date(Date.parse(`${date}T00:00:00+05:00`)).toISOString();
const endOfPakistanDate = (date: string) => new Date(Date.parse(`${date}T23:59:59.999+05:00`)).toISOString();
/** The Pakistan date (YYYY-MM-DD) of an instant. */
const pakistanDate = (ms: number) => new Date(ms + PAKISTAN_OFFSET_MS).toISOString().slice(0, 10);
/** The Monday of a date's week. */
function mondayOf(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  const weekday = new Date(ms).getUTCDay();
  return new Date(ms - ((weekday + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}
const monthsBetween = (from: string, to: string): string[] => {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split("-").map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    months.push(month);
    if (month >= last) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
};
const yearBefore = (month: string) => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
const endOfMonth = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * The sales dashboard and speed to lead. Every query is bounded by a range of
 * arrival times (or reads the few unanswered new leads) through the indexes
 * of migration 2026_11_27_lead_dashboard, so no page reads every lead.
 */
export class DashboardStore {
  constructor(
    private readonly db: Db,
    private readonly hours: OfficeHours,
  ) {}

  private leads(query: DashboardQuery): LeadQuery {
    let q = this.db.selectFrom("leads") as LeadQuery;
    q = q.where("leads.created_at", ">=", startOfPakistanDate(query.from)).where("leads.created_at", "<=", endOfPakistanDate(query.to));
    return this.filtered(q, query);
  }

  private filtered<Q extends LeadQuery>(q: Q, query: DashboardQuery): Q {
    let out = q as LeadQuery;
    if (query.city) out = out.where("leads.city", "=", query.city);
    if (query.service) out = out.where("leads.service", "=", query.service);
    if (query.owner === "none") out = out.where("leads.owner_id", "is", null);
    else if (query.owner) out = out.where("leads.owner_id", "=", query.owner);
    if (query.source) out = out.where("leads.utm_source", "=", query.source === NO_SOURCE ? "" : query.source.toLowerCase());
    return out as Q;
  }

  async dashboard(query: DashboardQuery): Promise<Dashboard> {
    const [weeks, funnel, sources, response, months, ratings] = await Promise.all([
      this.weeks(query),
      this.funnel(query),
      this.sources(query),
      this.response(query),
      this.months(query),
      this.ratings(query),
    ]);
    const sourceOptions = [...new Set(sources.utm.map((row) => row.source || NO_SOURCE))].sort();
    return { from: query.from, to: query.to, weeks, ...funnel, sources, response, months, ratings, sourceOptions };
  }

  /** Which of these leads match the query's filters, by primary key (no join: the planner would hash the leads table). */
  private async matchingLeads(query: DashboardQuery, leadIds: string[]): Promise<Set<string>> {
    const matching = new Set<string>();
    const ids = [...new Set(leadIds)];
    for (let i = 0; i < ids.length; i += 500) {
      const found = await this.filtered(this.db.selectFrom("leads") as LeadQuery, query)
        .select("leads.id")
        .where("leads.id", "in", ids.slice(i, i + 500))
        .execute();
      for (const row of found) matching.add(row.id);
    }
    return matching;
  }

  /** Ratings after moves first given in the range (move_reviews by its own index), of leads the filters keep. */
  private async ratings(query: DashboardQuery): Promise<Dashboard["ratings"]> {
    const rows = await this.db
      .selectFrom("move_reviews")
      .select(["lead_id", "rating"])
      .where("created_at", ">=", startOfPakistanDate(query.from))
      .where("created_at", "<=", endOfPakistanDate(query.to))
      .execute();
    const filtered = Boolean(query.city || query.service || query.owner || query.source);
    const matching = filtered && rows.length ? await this.matchingLeads(query, rows.map((row) => row.lead_id)) : null;
    return summarizeRatings(rows.filter((row) => !matching || matching.has(row.lead_id)).map((row) => row.rating));
  }

  /** Quotes and contact messages per week (Monday to Sunday, Pakistan time). */
  private async weeks(query: DashboardQuery): Promise<Dashboard["weeks"]> {
    const hour = sql<string>`substr(leads.created_at, 1, 13)`;
    const rows = await this.leads(query)
      .select([hour.as("hour"), "leads.kind", (eb) => eb.fn.countAll().as("total")])
      .groupBy([hour, "leads.kind"])
      .execute();
    const weeks = new Map<string, { week: string; quotes: number; contacts: number }>();
    for (let day = mondayOf(query.from); day <= query.to; day = pakistanDate(Date.parse(`${day}T00:00:00+05:00`) + 7 * DAY_MS)) {
      weeks.set(day, { week: day, quotes: 0, contacts: 0 });
    }
    for (const row of rows) {
      const week = weeks.get(mondayOf(pakistanDate(Date.parse(`${row.hour}:00:00Z`))));
      if (!week) continue;
      if (row.kind === "quote") week.quotes += toCount(row.total);
      else week.contacts += toCount(row.total);
    }
    return [...weeks.values()];
  }

  private async funnel(query: DashboardQuery): Promise<Pick<Dashboard, "funnel" | "lost">> {
    const rows = await this.leads(query)
      .select(["leads.furthest_stage", "leads.lost_reason", (eb) => eb.fn.countAll().as("total")])
      .groupBy(["leads.furthest_stage", "leads.lost_reason"])
      .execute();
    const reached = FUNNEL_STEPS.map(() => 0);
    const lost = new Map<LostReason, number>();
    for (const row of rows) {
      const total = toCount(row.total);
      const stage = Math.min(Math.max(Number(row.furthest_stage), 0), FUNNEL_STEPS.length - 1);
      for (let step = 0; step <= stage; step++) reached[step]! += total;
      if (row.lost_reason) lost.set(row.lost_reason, (lost.get(row.lost_reason) ?? 0) + total);
    }
    return {
      funnel: FUNNEL_STEPS.map((status, index) => ({ status, count: reached[index]! })),
      lost: LOST_REASONS.filter((reason) => lost.has(reason)).map((reason) => ({ reason, count: lost.get(reason)! })),
    };
  }

  private async sources(query: DashboardQuery): Promise<Dashboard["sources"]> {
    const booked = sql<number>`sum(case when leads.furthest_stage >= ${BOOKED_STAGE} then 1 else 0 end)`;
    const leadsCount = sql<number>`count(*)`;
    const grouped = <C extends "leads.referrer_host" | "leads.landing_page">(column: C) =>
      this.leads(query)
        .select([column, leadsCount.as("leads"), booked.as("bookings")])
        .where(sql.ref(column), "!=", "")
        .groupBy(column)
        .orderBy(leadsCount, "desc")
        .orderBy(column)
        .limit(TOP)
        .execute();
    const [utm, referrers, pages] = await Promise.all([
      this.leads(query)
        .select(["leads.utm_source", "leads.utm_medium", leadsCount.as("leads"), booked.as("bookings")])
        .groupBy(["leads.utm_source", "leads.utm_medium"])
        .orderBy(leadsCount, "desc")
        .orderBy("leads.utm_source")
        .orderBy("leads.utm_medium")
        .limit(TOP)
        .execute(),
      grouped("leads.referrer_host"),
      grouped("leads.landing_page"),
    ]);
    const counts = (row: { leads: unknown; bookings: unknown }) => ({ leads: toCount(row.leads), bookings: toCount(row.bookings) });
    return {
      utm: utm.map((row) => ({ source: row.utm_source, medium: row.utm_medium, ...counts(row) })),
      referrers: referrers.map((row) => ({ referrer: row.referrer_host, ...counts(row) })),
      pages: pages.map((row) => ({ page: row.landing_page, ...counts(row) })),
    };
  }

  /** Office minutes from arrival to the first staff action, overall and per current owner. */
  private async response(query: DashboardQuery): Promise<Dashboard["response"]> {
    const [answered, unanswered] = await Promise.all([
      this.leads(query)
        .leftJoin("users", "users.id", "leads.owner_id")
        .select(["leads.owner_id", "users.name", "leads.created_at", "leads.first_response_at"])
        .where("leads.first_response_at", "is not", null)
        .execute(),
      this.leads(query)
        .where("leads.first_response_at", "is", null)
        .select((eb) => eb.fn.countAll().as("total"))
        .executeTakeFirst(),
    ]);
    const all: number[] = [];
    const owners = new Map<string, { ownerId: string | null; name: string; minutes: number[] }>();
    for (const row of answered) {
      const minutes = officeMinutesBetween(row.created_at, row.first_response_at!, this.hours);
      all.push(minutes);
      const key = row.owner_id ?? "";
      const owner = owners.get(key) ?? { ownerId: row.owner_id, name: row.owner_id ? (row.name ?? "Former staff member") : "Nobody", minutes: [] };
      owner.minutes.push(minutes);
      owners.set(key, owner);
    }
    const ascending = (list: number[]) => list.sort((a, b) => a - b);
    ascending(all);
    return {
      responded: all.length,
      unanswered: toCount(unanswered?.total),
      median: percentile(all, 0.5),
      p90: percentile(all, 0.9),
      owners: [...owners.values()]
        .map(({ ownerId, name, minutes }) => {
          ascending(minutes);
          return { ownerId, name, responded: minutes.length, median: percentile(minutes, 0.5), p90: percentile(minutes, 0.9) };
        })
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  /** Accepted estimates per month of the range, and the same months a year before; the lead filters apply. */
  private async months(query: DashboardQuery): Promise<Dashboard["months"]> {
    const months = monthsBetween(query.from, query.to);
    const filtered = Boolean(query.city || query.service || query.owner || query.source);
    // Estimates first, by their own index; then, under a filter, which of their leads match, by primary key.
    // A join would let the planner hash the whole leads table.
    const window = async (first: string, last: string) => {
      const rows = await this.db
        .selectFrom("estimates")
        .select(["lead_id", "accepted_at", "total"])
        .where("accepted_at", ">=", startOfPakistanDate(`${first}-01`))
        .where("accepted_at", "<=", endOfPakistanDate(endOfMonth(last)))
        .$narrowType<{ accepted_at: string }>()
        .execute();
      if (!filtered || rows.length === 0) return rows;
      const matching = await this.matchingLeads(query, rows.map((row) => row.lead_id));
      return rows.filter((row) => matching.has(row.lead_id));
    };
    const [now, before] = await Promise.all([window(months[0]!, months.at(-1)!), window(yearBefore(months[0]!), yearBefore(months.at(-1)!))]);
    const byMonth = new Map(months.map((month) => [month, { month, bookings: 0, revenue: 0, lastYearBookings: 0, lastYearRevenue: 0 }]));
    for (const row of now) {
      const entry = byMonth.get(pakistanDate(Date.parse(row.accepted_at)).slice(0, 7));
      if (entry) [entry.bookings, entry.revenue] = [entry.bookings + 1, entry.revenue + Number(row.total)];
    }
    for (const row of before) {
      const month = pakistanDate(Date.parse(row.accepted_at)).slice(0, 7);
      const entry = byMonth.get(`${Number(month.slice(0, 4)) + 1}${month.slice(4)}`);
      if (entry) [entry.lastYearBookings, entry.lastYearRevenue] = [entry.lastYearBookings + 1, entry.lastYearRevenue + Number(row.total)];
    }
    return [...byMonth.values()];
  }

  /** New leads nobody has acted on for longer than WAITING_AFTER_MINUTES office minutes, oldest first. */
  async waiting(now = new Date()): Promise<WaitingLeads> {
    const rows = await this.db
      .selectFrom("leads")
      .select(["id", "reference", "name", "created_at"])
      .where("status", "=", "new")
      .where("first_response_at", "is", null)
      .where("created_at", "<=", new Date(now.getTime() - WAITING_AFTER_MINUTES * 60_000).toISOString())
      .orderBy("created_at")
      .limit(WAITING_LOOKED_AT)
      .execute();
    const leads = rows
      .map((row) => ({ _id: row.id, reference: row.reference, name: row.name, createdAt: row.created_at, waitingMinutes: officeMinutesBetween(row.created_at, now.getTime(), this.hours) }))
      .filter((lead) => lead.waitingMinutes > WAITING_AFTER_MINUTES);
    return { count: leads.length, more: rows.length === WAITING_LOOKED_AT, leads };
  }

  /** How long the lead's first response took, in office minutes (null: none yet). */
  responseMinutes(lead: { created_at: string; first_response_at: string | null }): number | null {
    return lead.first_response_at ? officeMinutesBetween(lead.created_at, lead.first_response_at, this.hours) : null;
  }
}
