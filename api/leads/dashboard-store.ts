import { BOOKED_STAGE, FUNNEL_STEPS, NO_SOURCE, WAITING_AFTER_MINUTES, defaultDashboardRange, type Dashboard, type DashboardQuery, type WaitingLeads } from "../contract/dashboard";
import { LOST_REASONS } from "../contract/leads";
import { officeMinutesBetween, percentile, type OfficeHours } from "../contract/office-hours";
import { summarizeRatings } from "../contract/move-care";
import type { Db } from "../db/database";
import { DashboardDays, datesBetween, endOfPakistanDate, filterColumns, startOfPakistanDate, type Columns, type FilterFacts } from "./dashboard-days";

const TOP = 20;
/** How many of the oldest unanswered leads the inbox looks at. */
const WAITING_LOOKED_AT = 200;
const DAY_MS = 86_400_000;

type Counts = { leads: number; bookings: number };

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
function topRows<K extends string>(counts: Map<K, Counts>): Array<[K, Counts]> {
  return [...counts].sort(([a, x], [b, y]) => y.leads - x.leads || (a < b ? -1 : a > b ? 1 : 0)).slice(0, TOP);
}
function tally(size: number) {
  const leads = new Int32Array(size);
  const bookings = new Int32Array(size);
  return {
    count(at: number, booked: number) {
      leads[at]! += 1;
      bookings[at]! += booked;
    },
    into(counts: Map<string, Counts>, name: (at: number) => string) {
      leads.forEach((count, at) => {
        if (count === 0) return;
        const key = name(at);
        const entry = counts.get(key) ?? { leads: 0, bookings: 0 };
        entry.leads += count;
        entry.bookings += bookings[at]!;
        counts.set(key, entry);
      });
    },
  };
}

/** Counts per-day facts (dashboard-days.ts), so it reads about as many rows as the range has days. */
export class DashboardStore {
  private readonly days: DashboardDays;

  constructor(
    private readonly db: Db,
    private readonly hours: OfficeHours,
  ) {
    this.days = new DashboardDays(db, hours);
  }

  /** Each filter is compared once per distinct value. */
  private matches(query: DashboardQuery): (facts: Columns<FilterFacts>) => (i: number) => boolean {
    const source = query.source === undefined ? undefined : query.source === NO_SOURCE ? "" : query.source.toLowerCase();
    const owner = query.owner === "none" ? "" : query.owner;
    const wanted: Array<[keyof FilterFacts, string]> = [];
    if (query.city) wanted.push(["city", query.city]);
    if (query.service) wanted.push(["service", query.service]);
    if (owner !== undefined) wanted.push(["owner", owner]);
    if (source !== undefined) wanted.push(["utmSource", source]);
    return (facts) => {
      const tests = wanted.map(([field, value]) => {
        const column = facts[field];
        const pass = column.values.map((text) => text === value);
        return (i: number) => pass[column.index[i]!]!;
      });
      return (i) => tests.every((test) => test(i));
    };
  }

  /** Bookings compare with the same months a year before. */
  private daysOf(range: { from: string; to: string }): string[] {
    const months = monthsBetween(range.from, range.to);
    const bookingDays = [
      ...datesBetween(`${yearBefore(months[0]!)}-01`, endOfMonth(yearBefore(months.at(-1)!))),
      ...datesBetween(`${months[0]!}-01`, endOfMonth(months.at(-1)!)),
    ];
    return [...new Set([...datesBetween(range.from, range.to), ...bookingDays])].sort();
  }

  /** At start (after an upgrade) so the first look is quick. */
  async warm(signal?: AbortSignal, now = new Date()): Promise<void> {
    await this.days.ensure(this.daysOf(defaultDashboardRange(now)), signal);
  }

  async dashboard(query: DashboardQuery): Promise<Dashboard> {
    const months = monthsBetween(query.from, query.to);
    await this.days.ensure(this.daysOf(query));
    const [leads, bookings, ratings] = await Promise.all([this.countLeads(query), this.countBookings(query, months), this.ratings(query)]);
    const sourceOptions = [...new Set(leads.sources.utm.map((row) => row.source || NO_SOURCE))].sort();
    return { from: query.from, to: query.to, ...leads, months: bookings, ratings, sourceOptions };
  }

  private async countLeads(query: DashboardQuery): Promise<Pick<Dashboard, "weeks" | "funnel" | "lost" | "sources" | "response">> {
    const matches = this.matches(query);
    const weeks = new Map<string, { week: string; quotes: number; contacts: number }>();
    for (let day = mondayOf(query.from); day <= query.to; day = new Date(Date.parse(`${day}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10)) {
      weeks.set(day, { week: day, quotes: 0, contacts: 0 });
    }
    const reached = FUNNEL_STEPS.map(() => 0);
    const lost = new Map<string, number>();
    const utm = new Map<string, Counts>();
    const referrers = new Map<string, Counts>();
    const pages = new Map<string, Counts>();
    let unanswered = 0;
    const minutesOf = new Map<string, number[]>();
    for await (const chunk of this.days.leads(datesBetween(query.from, query.to))) {
      for (const { day, leads } of chunk) {
        const week = weeks.get(mondayOf(day));
        const passes = matches(leads);
        // Counted per distinct value of the day, then named: strings are compared once a day, not once a lead.
        const { kind, utmSource, utmMedium, referrer, page, lost: lostColumn, owner } = leads;
        const mediums = utmMedium.values.length;
        const utmCounts = tally(utmSource.values.length * mediums);
        const referrerCounts = tally(referrer.values.length);
        const pageCounts = tally(page.values.length);
        const lostCounts = new Int32Array(lostColumn.values.length);
        const ownerMinutes = owner.values.map((): number[] => []);
        const quote = kind.values.indexOf("quote");
        for (let i = 0; i < leads.length; i++) {
          if (!passes(i)) continue;
          if (week) {
            if (kind.index[i] === quote) week.quotes += 1;
            else week.contacts += 1;
          }
          const reachedStage = leads.stage[i]!;
          const stage = Math.min(Math.max(reachedStage, 0), FUNNEL_STEPS.length - 1);
          for (let step = 0; step <= stage; step++) reached[step]! += 1;
          lostCounts[lostColumn.index[i]!]! += 1;
          const booked = reachedStage >= BOOKED_STAGE ? 1 : 0;
          utmCounts.count(utmSource.index[i]! * mediums + utmMedium.index[i]!, booked);
          referrerCounts.count(referrer.index[i]!, booked);
          pageCounts.count(page.index[i]!, booked);
          const minutes = leads.minutes[i]!;
          if (minutes < 0) unanswered += 1;
          else ownerMinutes[owner.index[i]!]!.push(minutes);
        }
        lostCounts.forEach((count, at) => count && lostColumn.values[at] && lost.set(lostColumn.values[at], (lost.get(lostColumn.values[at]) ?? 0) + count));
        utmCounts.into(utm, (at) => `${utmSource.values[Math.floor(at / mediums)]}\t${utmMedium.values[at % mediums]}`);
        referrerCounts.into(referrers, (at) => referrer.values[at]!);
        pageCounts.into(pages, (at) => page.values[at]!);
        ownerMinutes.forEach((list, at) => {
          if (list.length === 0) return;
          const into = minutesOf.get(owner.values[at]!);
          if (into) for (const minutes of list) into.push(minutes);
          else minutesOf.set(owner.values[at]!, list);
        });
      }
    }
    referrers.delete("");
    pages.delete("");
    // Typed arrays sort numbers natively; Array#flat and Float64Array.from(array) were most of the dashboard's time.
    const owners = [...minutesOf].map(([owner, list]) => [owner, new Float64Array(list).sort()] as const);
    const everyone = new Float64Array(owners.reduce((sum, [, list]) => sum + list.length, 0));
    owners.reduce((at, [, list]) => (everyone.set(list, at), at + list.length), 0);
    everyone.sort();
    const ownerIds = owners.map(([owner]) => owner).filter(Boolean);
    const names = new Map((ownerIds.length ? await this.db.selectFrom("users").select(["id", "name"]).where("id", "in", ownerIds).execute() : []).map((row) => [row.id, row.name]));
    return {
      weeks: [...weeks.values()],
      funnel: FUNNEL_STEPS.map((status, index) => ({ status, count: reached[index]! })),
      lost: LOST_REASONS.filter((reason) => lost.has(reason)).map((reason) => ({ reason, count: lost.get(reason)! })),
      sources: {
        utm: topRows(utm).map(([key, counts]) => {
          const [source, medium] = key.split("\t") as [string, string];
          return { source, medium, ...counts };
        }),
        referrers: topRows(referrers).map(([referrer, counts]) => ({ referrer, ...counts })),
        pages: topRows(pages).map(([page, counts]) => ({ page, ...counts })),
      },
      response: {
        responded: everyone.length,
        unanswered,
        median: percentile(everyone, 0.5),
        p90: percentile(everyone, 0.9),
        owners: owners
          .map(([owner, minutes]) => ({
            ownerId: owner || null,
            name: owner ? (names.get(owner) ?? "Former staff member") : "Nobody",
            responded: minutes.length,
            median: percentile(minutes, 0.5),
            p90: percentile(minutes, 0.9),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      },
    };
  }

  private async countBookings(query: DashboardQuery, months: string[]): Promise<Dashboard["months"]> {
    const matches = this.matches(query);
    const byMonth = new Map(months.map((month) => [month, { month, bookings: 0, revenue: 0, lastYearBookings: 0, lastYearRevenue: 0 }]));
    const count = async (first: string, last: string, lastYear: boolean) => {
      for await (const chunk of this.days.bookings(datesBetween(`${first}-01`, endOfMonth(last)))) {
        for (const { day, bookings } of chunk) {
          const passes = matches(bookings);
          const month = day.slice(0, 7);
          const entry = byMonth.get(lastYear ? `${Number(month.slice(0, 4)) + 1}${month.slice(4)}` : month);
          if (!entry) continue;
          for (let i = 0; i < bookings.length; i++) {
            if (!passes(i)) continue;
            if (lastYear) [entry.lastYearBookings, entry.lastYearRevenue] = [entry.lastYearBookings + 1, entry.lastYearRevenue + bookings.total[i]!];
            else [entry.bookings, entry.revenue] = [entry.bookings + 1, entry.revenue + bookings.total[i]!];
          }
        }
      }
    };
    await count(months[0]!, months.at(-1)!, false);
    await count(yearBefore(months[0]!), yearBefore(months.at(-1)!), true);
    return [...byMonth.values()];
  }

  /** move_reviews by its own index. */
  private async ratings(query: DashboardQuery): Promise<Dashboard["ratings"]> {
    const rows = await this.db
      .selectFrom("move_reviews")
      .select(["lead_id", "rating"])
      .where("created_at", ">=", startOfPakistanDate(query.from))
      .where("created_at", "<=", endOfPakistanDate(query.to))
      .execute();
    const filtered = Boolean(query.city || query.service || query.owner || query.source);
    if (!filtered || rows.length === 0) return summarizeRatings(rows.map((row) => row.rating));
    const leads = [...(await this.days.filtersOf(rows.map((row) => row.lead_id)))];
    const passes = this.matches(query)(filterColumns(leads.map(([, facts]) => facts)));
    const matching = new Set(leads.filter((_, i) => passes(i)).map(([id]) => id));
    return summarizeRatings(rows.filter((row) => matching.has(row.lead_id)).map((row) => row.rating));
  }

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

  responseMinutes(lead: { created_at: string; first_response_at: string | null }): number | null {
    return lead.first_response_at ? officeMinutesBetween(lead.created_at, lead.first_response_at, this.hours) : null;
  }
}
