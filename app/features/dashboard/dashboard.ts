import { NO_SOURCE, dashboardQuerySchema, defaultDashboardRange, type Dashboard, type DashboardQuery } from "~contract/dashboard";
import { LEAD_STATUS_LABELS, LOST_REASON_LABELS } from "~contract/leads";
import { csvDocument } from "~contract/csv";

/** Pure: the page and each CSV download come from the same tables, so a download holds exactly the page's numbers. */
const FILTER_KEYS = ["from", "to", "city", "service", "owner", "source"] as const;

/** What does not check out is dropped and said, never a failed page. */
export function parseDashboardFilters(params: URLSearchParams, now: Date = new Date()): { query: DashboardQuery; problems: string[] } {
  const sent: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) sent[key] = value;
  }
  const defaults = defaultDashboardRange(now);
  const candidate = { ...defaults, ...sent };
  const first = dashboardQuerySchema.safeParse(candidate);
  if (first.success) return { query: first.data, problems: [] };
  const problems = first.error.issues.map((issue) => issue.message);
  const failed = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(candidate).filter(([key]) => !failed.has(key) && key !== "from" && key !== "to"));
  const dates = failed.has("from") || failed.has("to") ? defaults : { from: candidate.from, to: candidate.to };
  return { query: dashboardQuerySchema.parse({ ...kept, ...dates }), problems };
}

export function dashboardSearch(query: DashboardQuery): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (query[key]) params.set(key, query[key]);
  return params.toString();
}

export const TABLE_IDS = ["weeks", "funnel", "lost", "utm", "referrers", "pages", "response", "months", "ratings"] as const;
export type TableId = (typeof TABLE_IDS)[number];
type Cell = string | number;
export interface Table {
  id: TableId;
  title: string;
  columns: string[];
  rows: Cell[][];
}

export const percent = (part: number, whole: number): string => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : "–");
const minutes = (value: number | null): Cell => (value === null ? "–" : Math.round(value));
const rupees = (value: number) => Math.round(value);
const blank = (text: string) => text || NO_SOURCE;
/** "2026-09" → "Sep 2026". */
export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
/** "2026-09-07" → "7 Sep". */
export const dayLabel = (date: string) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

export function dashboardTables(d: Dashboard): Record<TableId, Table> {
  const sourceRows = <T extends { leads: number; bookings: number }>(rows: T[], label: (row: T) => Cell[]) =>
    rows.map((row) => [...label(row), row.leads, row.bookings, percent(row.bookings, row.leads)]);
  return {
    weeks: {
      id: "weeks",
      title: "Leads per week",
      columns: ["Week from (Monday)", "Quote requests", "Contact messages", "All leads"],
      rows: d.weeks.map((w) => [w.week, w.quotes, w.contacts, w.quotes + w.contacts]),
    },
    funnel: {
      id: "funnel",
      title: "Funnel",
      columns: ["Step", "Leads that reached it", "Conversion from the step before"],
      rows: d.funnel.map((step, i) => [LEAD_STATUS_LABELS[step.status], step.count, i === 0 ? "–" : percent(step.count, d.funnel[i - 1]!.count)]),
    },
    lost: {
      id: "lost",
      title: "Lost leads by reason",
      columns: ["Reason", "Leads"],
      rows: d.lost.map((row) => [LOST_REASON_LABELS[row.reason], row.count]),
    },
    utm: {
      id: "utm",
      title: "Sources: UTM source and medium",
      columns: ["UTM source", "UTM medium", "Leads", "Bookings", "Conversion"],
      rows: sourceRows(d.sources.utm, (row) => [blank(row.source), blank(row.medium)]),
    },
    referrers: {
      id: "referrers",
      title: "Sources: referring sites",
      columns: ["Referring site", "Leads", "Bookings", "Conversion"],
      rows: sourceRows(d.sources.referrers, (row) => [row.referrer]),
    },
    pages: {
      id: "pages",
      title: "Sources: first page of the visit",
      columns: ["First page", "Leads", "Bookings", "Conversion"],
      rows: sourceRows(d.sources.pages, (row) => [row.page]),
    },
    response: {
      id: "response",
      title: "Time to first response (office minutes)",
      columns: ["Owner", "Answered leads", "Median", "90th percentile"],
      rows: [
        ["Everyone", d.response.responded, minutes(d.response.median), minutes(d.response.p90)],
        ...d.response.owners.map((o) => [o.name, o.responded, minutes(o.median), minutes(o.p90)]),
      ],
    },
    months: {
      id: "months",
      title: "Bookings and booked revenue per month",
      columns: ["Month", "Bookings", "Booked revenue (PKR)", "Bookings a year before", "Revenue a year before (PKR)", "Revenue change"],
      rows: d.months.map((m) => [
        monthLabel(m.month),
        m.bookings,
        rupees(m.revenue),
        m.lastYearBookings,
        rupees(m.lastYearRevenue),
        m.lastYearRevenue > 0 ? `${m.revenue >= m.lastYearRevenue ? "+" : ""}${(((m.revenue - m.lastYearRevenue) / m.lastYearRevenue) * 100).toFixed(1)}%` : "–",
      ]),
    },
    ratings: {
      id: "ratings",
      title: "Ratings after moves",
      columns: ["Rating", "Moves"],
      rows: [
        ...[5, 4, 3, 2, 1].map((n) => [`${n} of 5${n < 4 ? " (complaint)" : ""}`, d.ratings.byRating[n - 1] ?? 0]),
        ["All ratings", d.ratings.count],
        ["Average", d.ratings.average === null ? "–" : d.ratings.average.toFixed(1)],
      ],
    },
  };
}

export const tableCsv = (table: Table) => csvDocument(table.columns, table.rows);
