import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/shared/staff/admin-meta";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { staffStylesheet } from "~/shared/staff/stylesheet";
import { AddressesForm, AssignForm, DayForm, PlanForm, ScheduleForm, StatusForm } from "./job-page-forms";
import type { loader } from "./job-route.server";
import { JobSummary } from "./job-summary";
import { jobsStylesheet } from "./stylesheet";

export { action, headers, loader } from "./job-route.server";

export const links: LinksFunction = () => [staffStylesheet, jobsStylesheet];
export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(data ? `Job: ${data.job.customerName}, day ${data.job.day}` : "Job");

export default function JobPage() {
  const page = useLoaderData<typeof loader>();
  const { job } = page;
  const title = `${job.customerName}, day ${job.day}`;
  return (
    <>
      <AdminPageHeader title={title} crumbs={[{ name: "JOBS", path: "/jobs" }, { name: job.reference, path: job.path }]} />
      <section className="container admin-section job-page">
        <div className="job-overview">
          <JobSummary job={job} level={2} />
          <p className="job-links">
            <Link to={page.sheetPath} className="button button-primary">
              Job sheet (print)
            </Link>
            <Link to={job.leadPath} className="button button-outline">
              Lead {job.reference}
            </Link>
            {page.moveToken ? (
              <a href={`/move/${page.moveToken}`} className="button button-outline">
                Customer&apos;s move page
              </a>
            ) : null}
          </p>
          {page.days.length > 1 ? (
            <nav aria-label="Days of this move">
              <ul className="job-days">
                {page.days.map((day) => (
                  <li key={day.id}>
                    {day.id === job.id ? (
                      <strong aria-current="page">
                        Day {day.day}: {day.date ?? "no date"}
                      </strong>
                    ) : (
                      <Link to={day.path}>
                        Day {day.day}: {day.date ?? "no date"}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <div className="job-forms">
          <AssignForm page={page} />
          <ScheduleForm page={page} />
          <StatusForm page={page} />
          <PlanForm page={page} />
          <AddressesForm page={page} />
          <DayForm page={page} />
        </div>
      </section>
    </>
  );
}
