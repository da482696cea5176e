import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { CREW_ROLE_LABELS, FLEET_CITY_LABELS, VEHICLE_CLASS_LABELS } from "~contract/fleet";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { formatPakistanDateTime } from "~contract/pakistan-time";
import { isApiRefusal, isApiStatus, logApiFailure } from "~/shared/api/api-failure.server";
import { formConstraint } from "~/shared/forms/form-constraint.server";
import type { IntentFailure } from "~/shared/forms/intent-form";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { newSubmissionKey } from "~/shared/forms/submission-key";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { fetchFleet, saveCrewMember, saveVehicle, setActive } from "./fleet.server";
import { crewFormSchema, fleetFormSchema, vehicleFormSchema, type FleetIntent } from "./fleet-forms";

const LOAD_FAILED = "Failed to load the fleet.";
const SAVE_FAILED = "Could not save the change. Please try again.";

/** ?vehicle=<id> or ?crew=<id> opens the edit form. Plain posts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const forms = { vehicle: formConstraint(vehicleFormSchema), crew: formConstraint(crewFormSchema), key: newSubmissionKey() };
  try {
    const fleet = await fetchFleet(token);
    const vehicles = fleet.vehicles.map((v) => ({
      ...v,
      classLabel: VEHICLE_CLASS_LABELS[v.vehicleClass],
      cityLabel: FLEET_CITY_LABELS[v.city],
      retired: v.retiredAt ? formatPakistanDateTime(v.retiredAt) : null,
    }));
    const crew = fleet.crew.map((m) => ({
      ...m,
      roleLabel: CREW_ROLE_LABELS[m.role],
      cityLabel: FLEET_CITY_LABELS[m.city],
      retired: m.retiredAt ? formatPakistanDateTime(m.retiredAt) : null,
    }));
    const editVehicle = vehicles.find((v) => v._id === params.get("vehicle")) ?? null;
    const editCrew = crew.find((m) => m._id === params.get("crew")) ?? null;
    return { ok: true as const, vehicles, crew, editVehicle, editCrew, forms };
  } catch (error) {
    logApiFailure("Fleet load", error);
    return { ok: false as const, message: LOAD_FAILED, forms };
  }
}

type FleetActionData = IntentFailure<FleetIntent>;

export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const submission = parseWithZod(await request.formData(), { schema: fleetFormSchema });
  if (submission.status !== "success") {
    const sent = (submission.payload as Record<string, unknown>).intent;
    const intent: FleetIntent = sent === "crew" || sent === "vehicle-active" || sent === "crew-active" ? sent : "vehicle";
    return data<FleetActionData>({ intent, result: submission.reply() }, { status: 400 });
  }
  const form = submission.value;
  try {
    switch (form.intent) {
      case "vehicle": {
        const { intent: _i, id, [IDEMPOTENCY_KEY_FIELD]: key, ...input } = form;
        const vehicle = await saveVehicle(id || undefined, input, token, key);
        return redirectWithToast("/fleet#vehicles", { type: "success", message: `${vehicle.registration} ${id ? "saved" : "added to the fleet"}.` });
      }
      case "crew": {
        const { intent: _i, id, [IDEMPOTENCY_KEY_FIELD]: key, ...input } = form;
        const member = await saveCrewMember(id || undefined, input, token, key);
        return redirectWithToast("/fleet#crew", { type: "success", message: `${member.name} ${id ? "saved" : "added to the crew"}.` });
      }
      case "vehicle-active":
      case "crew-active": {
        const active = form.active === "true";
        await setActive(form.intent === "vehicle-active" ? "vehicles" : "crew", form.id, active, token);
        const anchor = form.intent === "vehicle-active" ? "#vehicles" : "#crew";
        return redirectWithToast(`/fleet${anchor}`, { type: "success", message: active ? "Brought back into service." : "Retired: kept on past jobs, offered for no new ones." });
      }
    }
  } catch (error) {
    if (isApiStatus(error, 404)) throw new Response("Not found", { status: 404 });
    if (isApiRefusal(error) && error.serverMessage) {
      return data<FleetActionData>({ intent: form.intent, result: submission.reply({ formErrors: [error.serverMessage], fieldErrors: error.fieldErrors }) }, { status: error.status });
    }
    logApiFailure("Fleet change", error);
    return data<FleetActionData>({ intent: form.intent, result: submission.reply({ formErrors: [SAVE_FAILED] }) }, { status: 502 });
  }
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
