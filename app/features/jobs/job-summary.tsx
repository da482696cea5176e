import { Link } from "@remix-run/react";
import type { JobCard } from "./job-views.server";

/** A job nobody is on yet stands out. */
export function JobSummary({ job, level = 4 }: { job: JobCard; level?: 2 | 4 }) {
  const Heading = level === 2 ? "h2" : "h4";
  return (
    <article className={`job-summary job-${job.status}${job.unassigned ? " job-unassigned" : ""}`} aria-labelledby={`job-${job.id}-title`} data-testid="job-summary">
      <Heading id={`job-${job.id}-title`} className="job-summary-title">
        <span className="job-window">{job.window}</span>{" "}
        <Link to={job.path}>
          {job.customerName} <span dir="ltr">({job.reference})</span>
        </Link>
      </Heading>
      <p className="job-summary-line">
        {job.area}
        {job.day > 1 ? ` · day ${job.day}` : ""} · <span className={`job-status job-status-${job.status}`}>{job.statusLabel}</span>
      </p>
      {job.unassigned ? <p className="job-unassigned-tag">Unassigned: {job.vehicles.length === 0 ? "no vehicle" : "no crew"}</p> : null}
      <dl className="job-summary-people">
        <dt>Vehicles</dt>
        <dd>{job.vehicles.length ? job.vehicles.join(", ") : `None yet (needs: ${job.needs})`}</dd>
        <dt>Crew</dt>
        <dd>{job.crew.length ? job.crew.join(", ") : "None yet"}</dd>
      </dl>
      {job.remindPath ? (
        <form method="post" action={job.remindPath} className="job-remind">
          <button type="submit" className="button button-outline button-small">
            Remind on WhatsApp
          </button>
        </form>
      ) : null}
    </article>
  );
}
