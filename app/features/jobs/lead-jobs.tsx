import { Link } from "@remix-run/react";
import type { LeadJobsCard } from "./lead-jobs.server";

export function LeadJobs({ card }: { card: LeadJobsCard | null }) {
  if (!card || card.length === 0) return null;
  return (
    <section className="admin-card lead-card" aria-labelledby="lead-jobs-title" id="jobs">
      <h2 className="admin-card-title" id="lead-jobs-title">
        Jobs
      </h2>
      <ul className="jobs-list">
        {card.map((job) => (
          <li key={job.id} className={`job-summary job-${job.status}${job.unassigned ? " job-unassigned" : ""}`}>
            <Link to={job.path}>
              Day {job.day}: {job.date ?? "no date yet"}, {job.window}
            </Link>{" "}
            · {job.statusLabel}
            {job.unassigned ? <span className="job-unassigned-tag"> · unassigned</span> : null}
            {job.remindPath ? (
              <form method="post" action={job.remindPath} className="job-remind">
                <button type="submit" className="button button-outline button-small">
                  Remind on WhatsApp
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
