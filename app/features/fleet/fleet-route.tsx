import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { CREW_ROLES, FLEET_CITIES, VEHICLE_CLASSES } from "~contract/fleet";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import type { FieldConstraints } from "~/shared/forms/fields";
import { formatPakistaniPhone, telHref } from "~/shared/site/phone";
import { PhoneField, SelectField, TextField } from "~/shared/forms/form-fields";
import { FormError } from "~/shared/forms/form-messages";
import { IntentField, useIntentForm } from "~/shared/forms/intent-form";
import { submissionKeyFor } from "~/shared/forms/submission-key";
import { adminMeta } from "~/shared/staff/admin-meta";
import { AdminLoadFailedPage } from "~/shared/staff/admin-load-error";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { staffStylesheet } from "~/shared/staff/stylesheet";
import type { loader } from "./fleet-route.server";
import { fleetStylesheet } from "./stylesheet";

export { action, headers, loader } from "./fleet-route.server";

export const links: LinksFunction = () => [staffStylesheet, fleetStylesheet];
export const meta: MetaFunction = () => adminMeta("Fleet and crew");

type Loaded = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { ok: true }>;
type VehicleView = Loaded["vehicles"][number];
type CrewView = Loaded["crew"][number];

function VehicleForm({ edit, constraint, freshKey }: { edit: VehicleView | null; constraint: FieldConstraints; freshKey: string }) {
  const formId = "vehicle-form";
  const defaults = edit ? { registration: edit.registration, vehicleClass: edit.vehicleClass, capacityCft: String(edit.capacityCft), city: edit.city } : undefined;
  const { controls, lastResult: last, formError, pending } = useIntentForm("vehicle", { formId, constraint, defaults });
  const title = edit ? `Edit ${edit.registration}` : "Add a vehicle";
  return (
    <Form method="post" id={formId} noValidate className="admin-card fleet-form" aria-labelledby={`${formId}-title`} key={edit?._id ?? "new"}>
      <h3 id={`${formId}-title`} className="admin-card-title">
        {title}
      </h3>
      <IntentField intent="vehicle" />
      {edit ? <input type="hidden" name="id" value={edit._id} /> : <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={submissionKeyFor(last, freshKey)} />}
      <FormError {...formError} />
      <div className="fleet-fields">
        <TextField controls={controls} name="registration" label="Registration" hint="As on the number plate, e.g. LES-1234" autoCapitalize="characters" />
        <SelectField controls={controls} name="vehicleClass" label="Class" placeholder="Choose…" options={VEHICLE_CLASSES} />
        <TextField controls={controls} name="capacityCft" label="Capacity (cubic feet)" type="number" inputMode="numeric" />
        <SelectField controls={controls} name="city" label="City" placeholder="Choose…" options={FLEET_CITIES} />
      </div>
      <div className="fleet-form-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? "Saving…" : edit ? "Save vehicle" : "Add vehicle"}
        </button>
        {edit ? (
          <Link to="/fleet#vehicles" className="button button-outline">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function CrewForm({ edit, constraint, freshKey }: { edit: CrewView | null; constraint: FieldConstraints; freshKey: string }) {
  const formId = "crew-form";
  const defaults = edit ? { name: edit.name, phone: formatPakistaniPhone(edit.phone), role: edit.role, city: edit.city } : undefined;
  const { controls, lastResult: last, formError, pending } = useIntentForm("crew", { formId, constraint, defaults });
  return (
    <Form method="post" id={formId} noValidate className="admin-card fleet-form" aria-labelledby={`${formId}-title`} key={edit?._id ?? "new"}>
      <h3 id={`${formId}-title`} className="admin-card-title">
        {edit ? `Edit ${edit.name}` : "Add a crew member"}
      </h3>
      <IntentField intent="crew" />
      {edit ? <input type="hidden" name="id" value={edit._id} /> : <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={submissionKeyFor(last, freshKey)} />}
      <FormError {...formError} />
      <div className="fleet-fields">
        <TextField controls={controls} name="name" label="Name" autoComplete="off" />
        <PhoneField controls={controls} name="phone" label="Phone" hint="Mobile, e.g. 0300-1234567" autoComplete="off" />
        <SelectField controls={controls} name="role" label="Role" placeholder="Choose…" options={CREW_ROLES} />
        <SelectField controls={controls} name="city" label="City" placeholder="Choose…" options={FLEET_CITIES} />
      </div>
      <div className="fleet-form-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? "Saving…" : edit ? "Save crew member" : "Add crew member"}
        </button>
        {edit ? (
          <Link to="/fleet#crew" className="button button-outline">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function ActiveToggle({ intent, id, active, name }: { intent: "vehicle-active" | "crew-active"; id: string; active: boolean; name: string }) {
  return (
    <Form method="post" className="fleet-toggle">
      <IntentField intent={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="active" value={active ? "false" : "true"} />
      <button type="submit" className="button button-outline button-small" aria-label={`${active ? "Retire" : "Bring back"} ${name}`}>
        {active ? "Retire" : "Bring back"}
      </button>
    </Form>
  );
}

function Status({ active, retired }: { active: boolean; retired: string | null }) {
  return active ? <span className="fleet-status fleet-status-active">Active</span> : <span className="fleet-status fleet-status-retired">Retired {retired}</span>;
}

export default function FleetPage() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.ok) return <AdminLoadFailedPage title="Fleet and crew" crumbs={[{ name: "FLEET", path: "/fleet" }]} message={loaded.message} />;
  return (
    <>
      <AdminPageHeader title="Fleet and crew" crumbs={[{ name: "FLEET", path: "/fleet" }]} />
      <section className="container admin-section" id="vehicles" aria-labelledby="vehicles-title" tabIndex={-1}>
        <h2 id="vehicles-title">Vehicles</h2>
        <div className="fleet-layout">
          <div className="fleet-list">
            {loaded.vehicles.length === 0 ? (
              <p className="muted">No vehicles yet: add the first one.</p>
            ) : (
              <table className="fleet-table" data-testid="vehicles">
                <thead>
                  <tr>
                    <th scope="col">Registration</th>
                    <th scope="col">Class</th>
                    <th scope="col">Capacity</th>
                    <th scope="col">City</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.vehicles.map((v) => (
                    <tr key={v._id} className={v.active ? undefined : "fleet-retired"}>
                      <th scope="row" data-label="Registration">
                        <span dir="ltr">{v.registration}</span>
                      </th>
                      <td data-label="Class">{v.classLabel}</td>
                      <td data-label="Capacity">{v.capacityCft} cu ft</td>
                      <td data-label="City">{v.cityLabel}</td>
                      <td data-label="Status">
                        <Status active={v.active} retired={v.retired} />
                      </td>
                      <td className="fleet-actions">
                        <Link to={`/fleet?vehicle=${encodeURIComponent(v._id)}#vehicle-form`} className="button button-outline button-small" aria-label={`Edit ${v.registration}`}>
                          Edit
                        </Link>
                        <ActiveToggle intent="vehicle-active" id={v._id} active={v.active} name={v.registration} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <VehicleForm edit={loaded.editVehicle} constraint={loaded.forms.vehicle} freshKey={loaded.forms.key} />
        </div>
      </section>
      <section className="container admin-section" id="crew" aria-labelledby="crew-title" tabIndex={-1}>
        <h2 id="crew-title">Crew</h2>
        <div className="fleet-layout">
          <div className="fleet-list">
            {loaded.crew.length === 0 ? (
              <p className="muted">No crew members yet: add the first one.</p>
            ) : (
              <table className="fleet-table" data-testid="crew">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Phone</th>
                    <th scope="col">Role</th>
                    <th scope="col">City</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.crew.map((m) => (
                    <tr key={m._id} className={m.active ? undefined : "fleet-retired"}>
                      <th scope="row" data-label="Name">
                        {m.name}
                      </th>
                      <td data-label="Phone">
                        <a href={telHref(m.phone)} dir="ltr">
                          {formatPakistaniPhone(m.phone)}
                        </a>
                      </td>
                      <td data-label="Role">{m.roleLabel}</td>
                      <td data-label="City">{m.cityLabel}</td>
                      <td data-label="Status">
                        <Status active={m.active} retired={m.retired} />
                      </td>
                      <td className="fleet-actions">
                        <Link to={`/fleet?crew=${encodeURIComponent(m._id)}#crew-form`} className="button button-outline button-small" aria-label={`Edit ${m.name}`}>
                          Edit
                        </Link>
                        <ActiveToggle intent="crew-active" id={m._id} active={m.active} name={m.name} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <CrewForm edit={loaded.editCrew} constraint={loaded.forms.crew} freshKey={loaded.forms.key} />
        </div>
      </section>
    </>
  );
}
