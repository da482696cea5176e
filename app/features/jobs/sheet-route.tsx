import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/shared/staff/admin-meta";
import { staffStylesheet } from "~/shared/staff/stylesheet";
import { site } from "~/shared/site/site-config";
import type { loader } from "./sheet-route.server";
import { jobsStylesheet } from "./stylesheet";

export { headers, loader } from "./sheet-route.server";

export const links: LinksFunction = () => [staffStylesheet, jobsStylesheet];
export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(data ? `Job sheet: ${data.job.customerName}` : "Job sheet");

export default function JobSheetPage() {
  const { job, notes, from, to, rooms, balance, jobPath } = useLoaderData<typeof loader>();
  return (
    <div className="container admin-section">
      <p className="sheet-tools">
        <Link to={jobPath}>Back to the job</Link> · Print this page (Ctrl+P) for the crew lead.
      </p>
      <article className="job-sheet" aria-labelledby="sheet-title" data-testid="job-sheet">
        <header className="sheet-head">
          <div>
            <p className="sheet-company">{site.companyName}</p>
            <h1 id="sheet-title">Job sheet</h1>
          </div>
          <p className="sheet-reference">
            <span dir="ltr">{job.reference}</span>, day {job.day}
          </p>
        </header>
        <dl className="sheet-fields">
          <div>
            <dt>Customer</dt>
            <dd>
              {job.customerName}, <span dir="ltr">{job.customerPhone}</span>
            </dd>
          </div>
          <div>
            <dt>Date and window</dt>
            <dd>
              {job.date ?? "No date yet"}, {job.window}
            </dd>
          </div>
          <div>
            <dt>Loading at</dt>
            <dd>{from ?? `${job.area} (full address not given yet)`}</dd>
          </div>
          <div>
            <dt>Delivering to</dt>
            <dd>{to ?? "Not given yet"}</dd>
          </div>
          <div>
            <dt>Vehicles</dt>
            <dd>{job.vehicles.join(", ") || "None assigned"}</dd>
          </div>
          <div>
            <dt>Crew</dt>
            <dd>{job.crew.join(", ") || "None assigned"}</dd>
          </div>
          <div>
            <dt>Balance to collect</dt>
            <dd className="sheet-balance" data-testid="sheet-balance">
              {balance ?? "Ask the office"}
            </dd>
          </div>
        </dl>
        {notes ? (
          <section aria-labelledby="sheet-notes">
            <h2 id="sheet-notes">Notes</h2>
            <p className="sheet-notes">{notes}</p>
          </section>
        ) : null}
        <section aria-labelledby="sheet-inventory">
          <h2 id="sheet-inventory">Inventory</h2>
          {rooms === null ? <p>The inventory could not be loaded: ask the office.</p> : rooms.length === 0 ? <p>No inventory listed.</p> : null}
          <div className="sheet-rooms">
            {rooms?.map((room) => (
              <section key={room.id} className="sheet-room" aria-labelledby={`sheet-room-${room.id}`}>
                <h3 id={`sheet-room-${room.id}`}>{room.name}</h3>
                <ul>
                  {room.lines.map((line) => (
                    <li key={line.name}>
                      {line.quantity} × {line.name}
                      {line.flags.length ? <strong className="sheet-flags"> ({line.flags.join(", ")})</strong> : null}
                    </li>
                  ))}
                </ul>
                {room.note ? <p className="sheet-room-note">{room.note}</p> : null}
              </section>
            ))}
          </div>
        </section>
        <section className="sheet-signatures" aria-label="Customer's signatures">
          <div className="sheet-signature">
            <p>Loaded in good order: customer&apos;s signature</p>
            <div className="sheet-box" />
            <p className="muted">Name and time</p>
          </div>
          <div className="sheet-signature">
            <p>Delivered in good order: customer&apos;s signature</p>
            <div className="sheet-box" />
            <p className="muted">Name and time</p>
          </div>
        </section>
      </article>
    </div>
  );
}
