import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { NO_SOURCE, WAITING_AFTER_MINUTES } from "~contract/dashboard";
import { CITIES, LEAD_STATUS_LABELS, LOST_REASON_LABELS, MOVE_SERVICES } from "~contract/leads";
import { formatOfficeMinutes } from "~contract/office-hours";
import { formatPakistanDate } from "~contract/pakistan-time";
import { AdminLoadError } from "~/shared/staff/admin-load-error";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { adminMeta } from "~/shared/staff/admin-meta";
import { OptionSelect } from "~/shared/forms/option-select";
import { BarList, ColumnChart, compact } from "./charts";
import { dayLabel, monthLabel, percent, type Table } from "./dashboard";
import type { loader } from "./dashboard-route.server";
import { dashboardStylesheet } from "./stylesheet";

export { loader, headers } from "./dashboard-route.server";

export const links: LinksFunction = () => [dashboardStylesheet];

export const meta: MetaFunction = () => adminMeta("Sales dashboard");

function DataTable({ table, search }: { table: Table; search: string }) {
  return (
    <div className="dashboard-table">
      <div className="dashboard-table-scroll" tabIndex={0} role="region" aria-label={`${table.title}, table`}>
        <table data-testid={`table-${table.id}`}>
          <caption>{table.title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length}>No leads in this view.</td>
              </tr>
            ) : (
              table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, k) =>
                    k === 0 ? (
                      <th key={k} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={k}>{cell}</td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <a className="dashboard-csv" href={`/dashboard/csv/${table.id}?${search}`} download data-testid={`csv-${table.id}`}>
        Download CSV<span className="visually-hidden"> of {table.title.toLowerCase()}</span>
      </a>
    </div>
  );
}

export default function DashboardPage() {
  const page = useLoaderData<typeof loader>();
  const { query } = page;
  const owners = page.ok ? [{ id: "none", label: "Nobody" }, ...page.staff.map((s) => ({ id: s._id, label: s.name }))] : [];
  const sources = page.ok ? [...new Set([...page.dashboard.sourceOptions, ...(query.source ? [query.source] : [])])].map((s) => ({ id: s, label: s === NO_SOURCE ? "(no UTM source)" : s })) : [];
  const key = (name: string, value: string | undefined) => `${name}-${value ?? ""}`;
  return (
    <>
      <AdminPageHeader title="Sales dashboard" crumbs={[{ name: "DASHBOARD" }]} />
      <section className="container admin-section dashboard" aria-labelledby="page-title">
        <Form method="get" className="dashboard-filters" aria-label="Dates and filters">
          <div className="field">
            <label htmlFor="dashboard-from">From</label>
            <input id="dashboard-from" name="from" type="date" defaultValue={query.from} key={key("from", query.from)} required />
          </div>
          <div className="field">
            <label htmlFor="dashboard-to">To</label>
            <input id="dashboard-to" name="to" type="date" defaultValue={query.to} key={key("to", query.to)} required />
          </div>
          <OptionSelect id="dashboard-city" name="city" label="City" emptyLabel="All cities" options={CITIES} defaultValue={query.city ?? ""} remountKey={key("city", query.city)} />
          <OptionSelect id="dashboard-service" name="service" label="Service" emptyLabel="All services" options={MOVE_SERVICES} defaultValue={query.service ?? ""} remountKey={key("service", query.service)} />
          <OptionSelect id="dashboard-owner" name="owner" label="Owner" emptyLabel="Everyone" options={owners} defaultValue={query.owner ?? ""} remountKey={key("owner", query.owner)} />
          <OptionSelect id="dashboard-source" name="source" label="Source (UTM)" emptyLabel="All sources" options={sources} defaultValue={query.source ?? ""} remountKey={key("source", query.source)} />
          <div className="dashboard-filter-actions">
            <button type="submit" className="button button-primary">
              Show
            </button>
            <Link to="/dashboard" className="button button-outline">
              Last 12 weeks
            </Link>
          </div>
        </Form>
        {page.problems.length ? (
          <p className="dashboard-problem" role="alert">
            {page.problems.join(" ")} Showing the rest of the view instead.
          </p>
        ) : null}
        <p className="muted dashboard-range" data-testid="dashboard-range">
          Leads that arrived from {formatPakistanDate(query.from)} to {formatPakistanDate(query.to)} (Pakistan time); bookings by the month their estimate was accepted.
        </p>
        {page.ok ? <DashboardBody page={page} /> : <AdminLoadError message={page.message} />}
      </section>
    </>
  );
}

type Loaded = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { ok: true }>;

function DashboardBody({ page }: { page: Loaded }) {
  const { dashboard: d, tables, search } = page;
  const total = d.weeks.reduce((sum, w) => sum + w.quotes + w.contacts, 0);
  const busiest = d.weeks.reduce((best, w) => (w.quotes + w.contacts > best.quotes + best.contacts ? w : best), d.weeks[0]!);
  const first = d.funnel[0]!.count;
  const booked = d.funnel.find((s) => s.status === "booked")!.count;
  const revenue = d.months.reduce((sum, m) => sum + m.revenue, 0);
  const lastYear = d.months.reduce((sum, m) => sum + m.lastYearRevenue, 0);
  return (
    <>
      <ul className="dashboard-summary" aria-label="Summary">
        <li>
          <strong>{total}</strong> leads
        </li>
        <li>
          <strong>{booked}</strong> booked ({percent(booked, first)})
        </li>
        <li>
          <strong>{formatOfficeMinutes(d.response.median)}</strong> median first response
        </li>
        <li>
          <strong>PKR {compact(revenue)}</strong> booked revenue (a year before: PKR {compact(lastYear)})
        </li>
      </ul>

      <section className="dashboard-panel" aria-labelledby="weeks-title">
        <h2 id="weeks-title">Leads per week</h2>
        <ColumnChart
          id="weeks"
          title="Leads per week"
          desc={`Quote requests and contact messages per week: ${total} in all${total ? `, most in the week of ${dayLabel(busiest.week)} (${busiest.quotes + busiest.contacts})` : ""}.`}
          labels={d.weeks.map((w) => dayLabel(w.week))}
          series={[
            { name: "Quote requests", values: d.weeks.map((w) => w.quotes), tone: "a" },
            { name: "Contact messages", values: d.weeks.map((w) => w.contacts), tone: "b" },
          ]}
          stacked
        />
        <DataTable table={tables.weeks} search={search} />
      </section>

      <section className="dashboard-panel" aria-labelledby="funnel-title">
        <h2 id="funnel-title">Funnel</h2>
        <p className="muted">A lead counts in every step it reached, also when it was lost later.</p>
        <BarList
          id="funnel"
          title="Funnel from new to moved"
          desc={d.funnel.map((s, i) => `${LEAD_STATUS_LABELS[s.status]} ${s.count}${i ? ` (${percent(s.count, d.funnel[i - 1]!.count)})` : ""}`).join(", ")}
          rows={d.funnel.map((s, i) => ({ label: LEAD_STATUS_LABELS[s.status], value: s.count, note: i ? percent(s.count, d.funnel[i - 1]!.count) : undefined }))}
        />
        <DataTable table={tables.funnel} search={search} />
        <h3>Lost, and why</h3>
        {d.lost.length ? (
          <BarList
            id="lost"
            title="Lost leads by reason"
            desc={d.lost.map((r) => `${LOST_REASON_LABELS[r.reason]} ${r.count}`).join(", ")}
            rows={d.lost.map((r) => ({ label: LOST_REASON_LABELS[r.reason], value: r.count }))}
          />
        ) : null}
        <DataTable table={tables.lost} search={search} />
      </section>

      <section className="dashboard-panel" aria-labelledby="response-title">
        <h2 id="response-title">Time to first response</h2>
        <p className="muted">
          Office minutes from a lead&apos;s arrival to the first status change, note or estimate by staff. {d.response.responded} answered,{" "}
          {d.response.unanswered} not yet; median {formatOfficeMinutes(d.response.median)}, 90th percentile {formatOfficeMinutes(d.response.p90)}. Answer within{" "}
          {WAITING_AFTER_MINUTES} minutes.
        </p>
        {d.response.owners.length ? (
          <BarList
            id="response"
            title="Median time to first response per owner"
            desc={d.response.owners.map((o) => `${o.name}: median ${formatOfficeMinutes(o.median)}, 90th percentile ${formatOfficeMinutes(o.p90)}`).join("; ")}
            rows={d.response.owners.map((o) => ({ label: o.name, value: Math.round(o.median ?? 0), note: `p90 ${formatOfficeMinutes(o.p90)}` }))}
          />
        ) : null}
        <DataTable table={tables.response} search={search} />
      </section>

      <section className="dashboard-panel" aria-labelledby="months-title">
        <h2 id="months-title">Bookings against a year before</h2>
        <ColumnChart
          id="months"
          title="Booked revenue per month against the same month a year before"
          desc={d.months.map((m) => `${monthLabel(m.month)}: PKR ${m.revenue} (a year before PKR ${m.lastYearRevenue})`).join("; ")}
          labels={d.months.map((m) => monthLabel(m.month))}
          series={[
            { name: "This year (PKR)", values: d.months.map((m) => m.revenue), tone: "a" },
            { name: "A year before", values: d.months.map((m) => m.lastYearRevenue), tone: "b" },
          ]}
          stacked={false}
        />
        <DataTable table={tables.months} search={search} />
      </section>

      <section className="dashboard-panel" aria-labelledby="ratings-title">
        <h2 id="ratings-title">Ratings after moves</h2>
        <p data-testid="dashboard-ratings">
          {d.ratings.count
            ? `Average ${d.ratings.average?.toFixed(1)} of 5 from ${d.ratings.count} ${d.ratings.count === 1 ? "move" : "moves"}; ${d.ratings.complaints} ${d.ratings.complaints === 1 ? "complaint" : "complaints"} (1 to 3).`
            : "No ratings in this range."}
        </p>
        <DataTable table={tables.ratings} search={search} />
      </section>

      <section className="dashboard-panel" aria-labelledby="sources-title">
        <h2 id="sources-title">Where leads come from</h2>
        <p className="muted">The {tables.utm.rows.length > 1 ? "twenty" : ""} biggest of each; a booking is a lead that reached booked.</p>
        <DataTable table={tables.utm} search={search} />
        <DataTable table={tables.referrers} search={search} />
        <DataTable table={tables.pages} search={search} />
      </section>
    </>
  );
}
