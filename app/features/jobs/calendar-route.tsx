import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/shared/staff/admin-meta";
import { AdminLoadFailedPage } from "~/shared/staff/admin-load-error";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { staffStylesheet } from "~/shared/staff/stylesheet";
import type { loader } from "./calendar-route.server";
import { JobSummary } from "./job-summary";
import { jobsStylesheet } from "./stylesheet";

export { headers, loader } from "./calendar-route.server";

export const links: LinksFunction = () => [staffStylesheet, jobsStylesheet];
export const meta: MetaFunction = () => adminMeta("Jobs");

const CRUMBS = [{ name: "JOBS", path: "/jobs" }];

export default function CalendarPage() {
  const page = useLoaderData<typeof loader>();
  if (!page.ok) return <AdminLoadFailedPage title="Jobs" crumbs={CRUMBS} message={page.message} />;
  const { filters, nav } = page;
  return (
    <>
      <AdminPageHeader title="Jobs" crumbs={CRUMBS} />
      <section className="container admin-section jobs-calendar" aria-labelledby="calendar-title">
        <h2 id="calendar-title" className="visually-hidden">
          {filters.view === "week" ? "Week" : "Day"} of {page.days[0]?.title}, {page.cityLabel}
        </h2>
        <Form method="get" className="jobs-filters">
          <div className="field">
            <label htmlFor="jobs-date">Date</label>
            <input id="jobs-date" type="date" name="date" defaultValue={filters.date} key={filters.date} />
          </div>
          <div className="field">
            <label htmlFor="jobs-city">City</label>
            <select id="jobs-city" name="city" defaultValue={filters.city} key={filters.city}>
              <option value="">All cities</option>
              {filters.cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="jobs-view">View</label>
            <select id="jobs-view" name="view" defaultValue={filters.view} key={filters.view}>
              <option value="day">Day</option>
              <option value="week">Week</option>
            </select>
          </div>
          <button type="submit" className="button button-primary">
            Show
          </button>
        </Form>
        <nav className="jobs-nav" aria-label="Calendar">
          <Link to={nav.previous} className="button button-outline button-small">
            ← Previous {filters.view}
          </Link>
          <Link to={nav.today} className="button button-outline button-small">
            Today
          </Link>
          <Link to={nav.next} className="button button-outline button-small">
            Next {filters.view} →
          </Link>
          <Link to={filters.view === "week" ? nav.day : nav.week} className="button button-outline button-small">
            {filters.view === "week" ? "Day view" : "Week view"}
          </Link>
        </nav>

        <div className={filters.view === "week" ? "jobs-days jobs-week" : "jobs-days"}>
          {page.days.map((day) => (
            <section key={day.date} className={day.isToday ? "jobs-day jobs-today" : "jobs-day"} aria-labelledby={`day-${day.date}`} data-testid={`day-${day.date}`}>
              <header className="jobs-day-head">
                <h3 id={`day-${day.date}`}>
                  <Link to={day.dayPath}>{day.title}</Link>
                  {day.isToday ? <span className="jobs-today-tag"> today</span> : null}
                </h3>
                <p className="jobs-booked">
                  <span>
                    Vehicles {day.booked.vehicles} of {day.booked.fleetVehicles} booked
                  </span>
                  <span>
                    Crew {day.booked.crew} of {day.booked.fleetCrew} booked
                  </span>
                </p>
              </header>
              {day.jobs.length === 0 ? (
                <p className="muted">No jobs.</p>
              ) : (
                <ul className="jobs-list">
                  {day.jobs.map((job) => (
                    <li key={job.id}>
                      <JobSummary job={job} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>

        {page.undated.length ? (
          <section className="jobs-undated" aria-labelledby="undated-title">
            <h3 id="undated-title">Booked, waiting for a date</h3>
            <ul className="jobs-list">
              {page.undated.map((job) => (
                <li key={job.id}>
                  <JobSummary job={job} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </section>
    </>
  );
}
