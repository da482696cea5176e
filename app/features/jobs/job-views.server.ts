import { FLEET_CITY_LABELS, VEHICLE_CLASS_LABELS } from "~contract/fleet";
import { JOB_STATUS_LABELS, type Job } from "~contract/jobs";
import { formatPakistanDate } from "~contract/pakistan-time";
import { formatPakistaniPhone } from "~/shared/site/phone";

export const jobPath = (id: string) => `/jobs/${encodeURIComponent(id)}`;

function needsText(job: Pick<Job, "vehicleNeeds" | "crewSize">): string {
  const vehicles = job.vehicleNeeds.map((need) => `${need.count} × ${VEHICLE_CLASS_LABELS[need.vehicleClass]}`);
  return [...vehicles, job.crewSize ? `crew of ${job.crewSize}` : ""].filter(Boolean).join(", ") || "Not planned yet";
}

/** A job still scheduled for tomorrow offers the WhatsApp reminder. */
export function jobCard(job: Job, tomorrow: string) {
  const lead = job.crew.find((m) => m._id === job.crewLeadId);
  return {
    id: job._id,
    path: jobPath(job._id),
    leadPath: `/leads/${encodeURIComponent(job.leadId)}`,
    reference: job.reference,
    customerName: job.customerName,
    customerPhone: formatPakistaniPhone(job.customerPhone),
    day: job.day,
    date: job.date ? formatPakistanDate(job.date) : null,
    window: `${job.windowStart}–${job.windowEnd}`,
    area: [job.area, FLEET_CITY_LABELS[job.city as keyof typeof FLEET_CITY_LABELS] ?? "Other city"].filter(Boolean).join(", "),
    status: job.status,
    statusLabel: JOB_STATUS_LABELS[job.status],
    needs: needsText(job),
    vehicles: job.vehicles.map((v) => `${v.registration} (${VEHICLE_CLASS_LABELS[v.vehicleClass]})`),
    crew: job.crew.map((m) => (m._id === job.crewLeadId ? `${m.name} (crew lead)` : m.name)),
    crewLead: lead ? { name: lead.name, phone: formatPakistaniPhone(lead.phone) } : null,
    unassigned: job.status !== "cancelled" && job.status !== "completed" && (job.vehicles.length === 0 || job.crew.length === 0),
    remindPath: job.date === tomorrow && job.status === "scheduled" ? `${jobPath(job._id)}/remind` : null,
  };
}
export type JobCard = ReturnType<typeof jobCard>;
