import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { FLEET_CITY_IDS, VEHICLE_CLASS_LABELS, VEHICLE_CLASSES, type Fleet } from "~contract/fleet";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { JOB_NEXT_STATUSES, JOB_STATUS_LABELS, type JobScheduleInput, type JobPlanInput, type JobAssignmentInput, type MoveAddresses } from "~contract/jobs";
import { todayInPakistan } from "~contract/pakistan-time";
import { isApiRefusal, isApiStatus, logApiFailure } from "~/shared/api/api-failure.server";
import type { IntentFailure } from "~/shared/forms/intent-form";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { newSubmissionKey } from "~/shared/forms/submission-key";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { fetchFleet } from "~/features/fleet/index.server";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { addDays } from "./calendar-days";
import { countOf, jobFormSchema, type JobIntent } from "./job-forms";
import { jobFormConstraints } from "./job-form-constraints.server";
import { jobCard, jobPath } from "./job-views.server";
import { addJobDay, assignJob, fetchJob, planJob, saveLeadAddresses, scheduleJob, setJobStatus } from "./jobs-api.server";

const SAVE_FAILED = "Could not save the change. Please try again.";

/** Plain posts, one action told apart by `intent`; the API refuses a double booking, naming the other job. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  let detail, fleet: Fleet;
  try {
    [detail, fleet] = await Promise.all([fetchJob(params.id ?? "", token), fetchFleet(token)]);
  } catch (error) {
    if (isApiStatus(error, 404)) throw new Response("Job not found", { status: 404 });
    throw error;
  }
  const { job } = detail;
  const tomorrow = addDays(todayInPakistan(), 1);
  // The job's own city first; people and trucks of other cities can still be sent.
  const local = (FLEET_CITY_IDS as readonly string[]).includes(job.city);
  const byCity = <T extends { city: string; active: boolean; _id: string }>(items: T[], on: Set<string>) =>
    items.filter((item) => item.active || on.has(item._id)).sort((a, b) => Number(local && b.city === job.city) - Number(local && a.city === job.city));
  const onJob = { vehicles: new Set(job.vehicles.map((v) => v._id)), crew: new Set(job.crew.map((m) => m._id)) };
  return {
    job: { ...jobCard(job, tomorrow), raw: { date: job.date ?? "", windowStart: job.windowStart, windowEnd: job.windowEnd, crewSize: job.crewSize, notes: job.notes, crewLeadId: job.crewLeadId ?? "" } },
    open: job.status === "scheduled" || job.status === "in_progress",
    next: JOB_NEXT_STATUSES[job.status].map((status) => ({ status, label: JOB_STATUS_LABELS[status] })),
    needs: VEHICLE_CLASSES.map((c) => ({ id: c.id, label: VEHICLE_CLASS_LABELS[c.id], count: job.vehicleNeeds.find((n) => n.vehicleClass === c.id)?.count ?? 0 })),
    vehicles: byCity(fleet.vehicles, onJob.vehicles).map((v) => ({ id: v._id, label: `${v.registration} · ${VEHICLE_CLASS_LABELS[v.vehicleClass]} · ${v.capacityCft} cu ft · ${v.city}`, checked: onJob.vehicles.has(v._id) })),
    crew: byCity(fleet.crew, onJob.crew).map((m) => ({ id: m._id, label: `${m.name} · ${m.role.replace("_", " ")} · ${m.city}`, name: m.name, checked: onJob.crew.has(m._id) })),
    days: detail.days.map((day) => jobCard(day, tomorrow)),
    addresses: detail.addresses,
    moveToken: detail.moveToken,
    sheetPath: `${jobPath(job._id)}/sheet`,
    key: newSubmissionKey(),
    tomorrow,
    /** The forms' native constraints, from the API's schemas. */
    forms: jobFormConstraints(),
  };
}

type JobActionData = IntentFailure<JobIntent>;

export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const id = params.id ?? "";
  const submission = parseWithZod(await request.formData(), { schema: jobFormSchema });
  if (submission.status !== "success") {
    const sent = (submission.payload as Record<string, unknown>).intent;
    return data<JobActionData>({ intent: (typeof sent === "string" ? sent : "schedule") as JobIntent, result: submission.reply() }, { status: 400 });
  }
  const form = submission.value;
  const back = (message: string, to = jobPath(id)) => redirectWithToast(to, { type: "success", message });
  try {
    switch (form.intent) {
      case "schedule": {
        const input: JobScheduleInput = { date: form.date, windowStart: form.windowStart, windowEnd: form.windowEnd };
        await scheduleJob(id, input, token);
        return back(`Scheduled for ${form.date}, ${form.windowStart}–${form.windowEnd}.`);
      }
      case "plan": {
        const input = { vehicleNeeds: form.needs.map((n) => ({ vehicleClass: n.vehicleClass, count: countOf(n.count || "0") })), crewSize: countOf(form.crewSize || "0"), notes: form.notes };
        await planJob(id, input as JobPlanInput, token);
        return back("Plan saved.");
      }
      case "assign": {
        const input: JobAssignmentInput = { vehicleIds: form.vehicleIds, crewIds: form.crewIds, crewLeadId: form.crewLeadId || null };
        await assignJob(id, input, token);
        return back("Vehicles and crew saved.");
      }
      case "status": {
        const job = await setJobStatus(id, { status: form.status, reason: form.reason }, token);
        return back(`Job ${JOB_STATUS_LABELS[job.status].toLowerCase()}.`);
      }
      case "day": {
        const { job } = await fetchJob(id, token);
        const day = await addJobDay(job.leadId, form.date, token);
        return back(`Day ${day.day} added.`, jobPath(day._id));
      }
      case "addresses": {
        const { job } = await fetchJob(id, token);
        await saveLeadAddresses(job.leadId, { from: form.from, to: form.to } as MoveAddresses, token, form[IDEMPOTENCY_KEY_FIELD]);
        return back("Addresses saved.");
      }
    }
  } catch (error) {
    if (isApiStatus(error, 404)) throw new Response("Job not found", { status: 404 });
    if (isApiRefusal(error) && error.serverMessage) {
      // The API's field messages go beside the fields the form names as it does (schedule, addresses).
      const result = submission.reply({ formErrors: [error.serverMessage], fieldErrors: error.fieldErrors });
      return data<JobActionData>({ intent: form.intent, result }, { status: error.status });
    }
    logApiFailure("Job change", error);
    return data<JobActionData>({ intent: form.intent, result: submission.reply({ formErrors: [SAVE_FAILED] }) }, { status: 502 });
  }
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
