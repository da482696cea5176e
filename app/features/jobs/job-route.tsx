import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { IntentField, IntentProblem, useIntentForm } from "~/shared/forms/intent-form";
import { submissionKeyFor } from "~/shared/forms/submission-key";
import { adminMeta } from "~/shared/staff/admin-meta";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { staffStylesheet } from "~/shared/staff/stylesheet";
import type { JobIntent } from "./job-forms";
import type { loader } from "./job-route.server";
import { JobSummary } from "./job-summary";
import { jobsStylesheet } from "./stylesheet";

export { action, headers, loader } from "./job-route.server";

export const links: LinksFunction = () => [staffStylesheet, jobsStylesheet];
export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(data ? `Job: ${data.job.customerName}, day ${data.job.day}` : "Job");

type Page = ReturnType<typeof useLoaderData<typeof loader>>;

function Card({ intent, title, children, className }: { intent: JobIntent; title: string; children: React.ReactNode; className?: string }) {
  const { pending, failure } = useIntentForm(intent);
  return (
    <Form method="post" className={`admin-card job-form ${className ?? ""}`} aria-labelledby={`${intent}-title`} id={`${intent}-form`}>
      <h2 className="admin-card-title" id={`${intent}-title`}>
        {title}
      </h2>
      <IntentField intent={intent} />
      <IntentProblem intent={intent} failure={failure} />
      {children}
      {pending ? (
        <p className="muted" role="status">
          Saving…
        </p>
      ) : null}
    </Form>
  );
}

function ScheduleForm({ page }: { page: Page }) {
  const { typed } = useIntentForm("schedule");
  const { raw } = page.job;
  return (
    <Card intent="schedule" title="Date and arrival window">
      <div className="job-fields">
        <div className="field">
          <label htmlFor="job-date">Date</label>
          <input id="job-date" name="date" type="date" required defaultValue={typed("date", raw.date)} />
        </div>
        <div className="field">
          <label htmlFor="job-window-start">Arrive from</label>
          <input id="job-window-start" name="windowStart" type="time" required defaultValue={typed("windowStart", raw.windowStart)} />
        </div>
        <div className="field">
          <label htmlFor="job-window-end">Arrive by</label>
          <input id="job-window-end" name="windowEnd" type="time" required defaultValue={typed("windowEnd", raw.windowEnd)} />
        </div>
      </div>
      <button type="submit" className="button button-primary" disabled={!page.open}>
        Reschedule
      </button>
      <p className="field-hint muted">The customer&apos;s move page shows the new date at once.</p>
    </Card>
  );
}

function PlanForm({ page }: { page: Page }) {
  const { typed } = useIntentForm("plan");
  return (
    <Card intent="plan" title="What the job needs">
      <fieldset className="job-needs">
        <legend>Vehicles by class</legend>
        {page.needs.map((need, index) => (
          <div className="field job-need" key={need.id}>
            <input type="hidden" name={`needs[${index}].vehicleClass`} value={need.id} />
            <label htmlFor={`need-${need.id}`}>{need.label}</label>
            <input id={`need-${need.id}`} name={`needs[${index}].count`} type="number" min={0} max={20} inputMode="numeric" defaultValue={typed(`needs[${index}].count`, String(need.count))} />
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="job-crew-size">Crew size</label>
        <input id="job-crew-size" name="crewSize" type="number" min={0} max={40} inputMode="numeric" defaultValue={typed("crewSize", String(page.job.raw.crewSize))} />
      </div>
      <div className="field">
        <label htmlFor="job-notes">Notes for the crew</label>
        <textarea id="job-notes" name="notes" rows={3} maxLength={1000} defaultValue={typed("notes", page.job.raw.notes)} dir="auto" />
      </div>
      <button type="submit" className="button button-primary" disabled={!page.open}>
        Save plan
      </button>
    </Card>
  );
}

function AssignForm({ page }: { page: Page }) {
  return (
    <Card intent="assign" title="Vehicles and crew" className="job-assign">
      <fieldset>
        <legend>Vehicles</legend>
        {page.vehicles.length === 0 ? <p className="muted">No vehicles in the fleet yet: add them on <Link to="/fleet">Fleet</Link>.</p> : null}
        {page.vehicles.map((v) => (
          <div className="check" key={v.id}>
            <input type="checkbox" id={`vehicle-${v.id}`} name="vehicleIds" value={v.id} defaultChecked={v.checked} />
            <label htmlFor={`vehicle-${v.id}`}>{v.label}</label>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>Crew</legend>
        {page.crew.map((m) => (
          <div className="check" key={m.id}>
            <input type="checkbox" id={`crew-${m.id}`} name="crewIds" value={m.id} defaultChecked={m.checked} />
            <label htmlFor={`crew-${m.id}`}>{m.label}</label>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="job-crew-lead">Crew lead</label>
        <select id="job-crew-lead" name="crewLeadId" defaultValue={page.job.raw.crewLeadId}>
          <option value="">Nobody yet</option>
          {page.crew.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
        <p className="field-hint muted">Tick the crew lead in the crew list too.</p>
      </div>
      <button type="submit" className="button button-primary" disabled={!page.open}>
        Save vehicles and crew
      </button>
    </Card>
  );
}

function StatusForm({ page }: { page: Page }) {
  const { typed } = useIntentForm("status");
  if (page.next.length === 0) return null;
  return (
    <Card intent="status" title="Status">
      <p>
        Now: <strong>{page.job.statusLabel}</strong>
      </p>
      <div className="field">
        <label htmlFor="job-cancel-reason">Reason (only to cancel)</label>
        <input id="job-cancel-reason" name="reason" type="text" maxLength={300} defaultValue={typed("reason")} dir="auto" />
      </div>
      <div className="job-status-buttons">
        {page.next.map((next) => (
          <button key={next.status} type="submit" name="status" value={next.status} className={next.status === "cancelled" ? "button button-outline" : "button button-primary"}>
            {next.status === "in_progress" ? "Start" : next.status === "completed" ? "Complete" : "Cancel job"}
          </button>
        ))}
      </div>
    </Card>
  );
}

const ADDRESS_PARTS = [
  { id: "house", label: "House / flat" },
  { id: "street", label: "Street" },
  { id: "block", label: "Block / sector" },
  { id: "area", label: "Area" },
  { id: "city", label: "City" },
  { id: "landmark", label: "Landmark" },
] as const;

function AddressesForm({ page }: { page: Page }) {
  const { typed, failure } = useIntentForm("addresses");
  return (
    <Card intent="addresses" title="Addresses">
      <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={submissionKeyFor(failure?.result, page.key)} />
      {(["from", "to"] as const).map((end) => (
        <fieldset key={end} className="job-fields">
          <legend>{end === "from" ? "Loading at" : "Delivering to"}</legend>
          {ADDRESS_PARTS.map((part) => (
            <div className="field" key={part.id}>
              <label htmlFor={`${end}-${part.id}`}>{part.label}</label>
              <input id={`${end}-${part.id}`} name={`${end}.${part.id}`} type="text" maxLength={120} dir="auto" defaultValue={typed(`${end}.${part.id}`, page.addresses?.[end][part.id] ?? "")} />
            </div>
          ))}
        </fieldset>
      ))}
      <button type="submit" className="button button-primary">
        Save addresses
      </button>
    </Card>
  );
}

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
          <Card intent="day" title="Another day for this move">
            <div className="field">
              <label htmlFor="job-day-date">Date</label>
              <input id="job-day-date" name="date" type="date" required defaultValue={page.tomorrow} />
            </div>
            <button type="submit" className="button button-outline">
              Add a day
            </button>
          </Card>
        </div>
      </section>
    </>
  );
}
