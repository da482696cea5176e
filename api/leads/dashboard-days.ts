import { officeMinutesBetween, type OfficeHours } from "../contract/office-hours";
import type { Db } from "../db/database";

/**
 * One row of dashboard facts per Pakistan day: a 12-week dashboard over a million leads reads 84 rows,
 * not 100 000 leads. Triggers bump a day's `dirty` count; a build reads it before the leads, so a change
 * landing mid-build leaves the day marked for the next reader.
 */

/** Bump when what a day's facts hold changes: every day is then built again on reading. */
const FACTS_VERSION = 1;
/** Days read into memory at once: the work of a three-year range is bounded by this, not its size. */
const READ_CHUNK_DAYS = 31;
/** Ids per `in (…)` list. */
const BATCH = 500;

const DAY_MS = 86_400_000;

export const startOfPakistanDate = (date: string) => new Date(Date.parse(`${date}T00:00:00+05:00`)).toISOString();
export const endOfPakistanDate = (date: string) => new Date(Date.parse(`${date}T23:59:59.999+05:00`)).toISOString();

export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`), last = Date.parse(`${to}T00:00:00Z`); ms <= last; ms += DAY_MS) dates.push(new Date(ms).toISOString().slice(0, 10));
  return dates;
}

/** What the filters (city, service, owner, source) compare: a lead's, or an accepted estimate's lead's. */
export interface FilterFacts {
  city: string;
  service: string;
  /** "" when nobody owns the lead. */
  owner: string;
  utmSource: string;
}

export interface LeadFacts extends FilterFacts {
  kind: string;
  utmMedium: string;
  referrer: string;
  page: string;
  /** The furthest pipeline step reached (index into FUNNEL_STEPS). */
  stage: number;
  /** "" when not lost. */
  lost: string;
  /** Whole office minutes to the first response; -1 when nobody has answered yet. */
  minutes: number;
}

export interface BookingFacts extends FilterFacts {
  total: number;
}

type Encoded = Record<string, [string[], number[]] | number[]>;

/** Columns, strings as a dictionary and indexes into it: a day of 1 400 leads is about 40 KB. */
function encode<T extends object>(rows: T[], numeric: ReadonlyArray<keyof T>): string {
  const out: Encoded = {};
  if (rows.length === 0) return "{}";
  for (const key of Object.keys(rows[0]!) as Array<keyof T & string>) {
    if (numeric.includes(key)) {
      out[key] = rows.map((row) => row[key] as number);
      continue;
    }
    const values: string[] = [];
    const seen = new Map<string, number>();
    const index = rows.map((row) => {
      const value = row[key] as string;
      let at = seen.get(value);
      if (at === undefined) seen.set(value, (at = values.push(value) - 1));
      return at;
    });
    out[key] = [values, index];
  }
  return JSON.stringify(out);
}

interface StringColumn {
  values: string[];
  index: number[];
}
/** A day's rows as columns: counting walks arrays (and counts strings by their index) rather than making an object per lead. */
export type Columns<T> = { length: number } & { [K in keyof T]: T[K] extends string ? StringColumn : number[] };

/** Filter values read from rows (not from a stored day) as a day's columns, so one filter test serves both. */
export function filterColumns(list: FilterFacts[]): Columns<FilterFacts> {
  const column = (values: string[]) => ({ values, index: values.map((_, i) => i) });
  return {
    length: list.length,
    city: column(list.map((facts) => facts.city)),
    service: column(list.map((facts) => facts.service)),
    owner: column(list.map((facts) => facts.owner)),
    utmSource: column(list.map((facts) => facts.utmSource)),
  };
}

function decode<T>(text: string | null, fields: ReadonlyArray<keyof T & string>, numeric: ReadonlyArray<keyof T>): Columns<T> {
  const encoded = JSON.parse(text ?? "{}") as Encoded;
  const columns = { length: 0 } as Record<string, unknown>;
  for (const field of fields) {
    if (numeric.includes(field)) {
      const numbers = (encoded[field] ?? []) as number[];
      columns[field] = numbers;
      columns.length = numbers.length;
    } else {
      const [values, index] = (encoded[field] ?? [[], []]) as [string[], number[]];
      columns[field] = { values, index };
      columns.length = index.length;
    }
  }
  return columns as Columns<T>;
}

const LEAD_FIELDS = ["kind", "city", "service", "owner", "utmSource", "utmMedium", "referrer", "page", "stage", "lost", "minutes"] as const satisfies ReadonlyArray<keyof LeadFacts>;
const LEAD_NUMBERS = ["stage", "minutes"] as const satisfies ReadonlyArray<keyof LeadFacts>;
const BOOKING_FIELDS = ["city", "service", "owner", "utmSource", "total"] as const satisfies ReadonlyArray<keyof BookingFacts>;
const BOOKING_NUMBERS = ["total"] as const satisfies ReadonlyArray<keyof BookingFacts>;

export class DashboardDays {
  private readonly version: string;
  /** Builds under way in this process: parallel readers of a stale day wait for one build. */
  private readonly building = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly hours: OfficeHours,
  ) {
    // Response minutes are counted in these office hours: other hours make other facts.
    this.version = `${FACTS_VERSION}:${hours.days.join(",")}:${hours.open}-${hours.close}`;
  }

  /** Builds the days among these whose facts are missing or out of date (until the signal, if any, aborts). */
  async ensure(days: string[], signal?: AbortSignal): Promise<void> {
    for (let i = 0; i < days.length; i += BATCH) {
      const chunk = days.slice(i, i + BATCH);
      const rows = await this.db.selectFrom("dashboard_days").select(["day", "dirty", "built", "version"]).where("day", "in", chunk).execute();
      const current = new Set(rows.filter((row) => row.built >= row.dirty && row.version === this.version).map((row) => row.day));
      for (const day of chunk) {
        if (signal?.aborted) return;
        if (!current.has(day)) await this.build(day);
      }
    }
  }

  /** The leads that arrived on these days, READ_CHUNK_DAYS at a time (call ensure first). */
  async *leads(days: string[]): AsyncGenerator<Array<{ day: string; leads: Columns<LeadFacts> }>> {
    for (let i = 0; i < days.length; i += READ_CHUNK_DAYS) {
      const rows = await this.db.selectFrom("dashboard_days").select(["day", "leads"]).where("day", "in", days.slice(i, i + READ_CHUNK_DAYS)).execute();
      yield rows.map((row) => ({ day: row.day, leads: decode<LeadFacts>(row.leads, LEAD_FIELDS, LEAD_NUMBERS) }));
    }
  }

  /** The estimates accepted on these days, READ_CHUNK_DAYS at a time (call ensure first). */
  async *bookings(days: string[]): AsyncGenerator<Array<{ day: string; bookings: Columns<BookingFacts> }>> {
    for (let i = 0; i < days.length; i += READ_CHUNK_DAYS) {
      const rows = await this.db.selectFrom("dashboard_days").select(["day", "bookings"]).where("day", "in", days.slice(i, i + READ_CHUNK_DAYS)).execute();
      yield rows.map((row) => ({ day: row.day, bookings: decode<BookingFacts>(row.bookings, BOOKING_FIELDS, BOOKING_NUMBERS) }));
    }
  }

  /** What the filters compare of these leads, by primary key: a join would let the planner hash the whole leads table. */
  async filtersOf(leadIds: string[]): Promise<Map<string, FilterFacts>> {
    const filters = new Map<string, FilterFacts>();
    const ids = [...new Set(leadIds)];
    for (let i = 0; i < ids.length; i += BATCH) {
      const rows = await this.db.selectFrom("leads").select(["id", "city", "service", "owner_id", "utm_source"]).where("id", "in", ids.slice(i, i + BATCH)).execute();
      for (const row of rows) filters.set(row.id, { city: row.city, service: row.service, owner: row.owner_id ?? "", utmSource: row.utm_source });
    }
    return filters;
  }

  private build(day: string): Promise<void> {
    let running = this.building.get(day);
    if (!running) {
      running = this.buildNow(day).finally(() => this.building.delete(day));
      this.building.set(day, running);
    }
    return running;
  }

  private async buildNow(day: string): Promise<void> {
    // The count first: a change committed after this read bumps it past what the facts are built at.
    const marked = await this.db.selectFrom("dashboard_days").select("dirty").where("day", "=", day).executeTakeFirst();
    const dirty = marked?.dirty ?? 0;
    const start = startOfPakistanDate(day);
    const end = endOfPakistanDate(day);
    const [arrived, accepted] = await Promise.all([
      this.db
        .selectFrom("leads")
        .select(["kind", "city", "service", "owner_id", "utm_source", "utm_medium", "referrer_host", "landing_page", "furthest_stage", "lost_reason", "created_at", "first_response_at"])
        .where("created_at", ">=", start)
        .where("created_at", "<=", end)
        .execute(),
      this.db.selectFrom("estimates").select(["lead_id", "total"]).where("accepted_at", ">=", start).where("accepted_at", "<=", end).execute(),
    ]);
    const leads: LeadFacts[] = arrived.map((row) => ({
      kind: row.kind,
      city: row.city,
      service: row.service,
      owner: row.owner_id ?? "",
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      referrer: row.referrer_host,
      page: row.landing_page,
      stage: Number(row.furthest_stage),
      lost: row.lost_reason ?? "",
      minutes: row.first_response_at ? Math.round(officeMinutesBetween(row.created_at, row.first_response_at, this.hours)) : -1,
    }));
    const filters = await this.filtersOf(accepted.map((row) => row.lead_id));
    const bookings: BookingFacts[] = accepted.flatMap((row) => {
      const lead = filters.get(row.lead_id);
      return lead ? [{ ...lead, total: Number(row.total) }] : [];
    });
    const facts = { built: dirty, version: this.version, leads: encode(leads, LEAD_NUMBERS), bookings: encode(bookings, BOOKING_NUMBERS) };
    await this.db
      .insertInto("dashboard_days")
      .values({ day, dirty, ...facts })
      // Never the count itself: only the triggers move it.
      .onConflict((oc) => oc.column("day").doUpdateSet(facts))
      .execute();
  }
}
