import { z } from "zod";
import { IDEMPOTENCY_KEY_HEADER } from "~contract/idempotency";
import {
  jobCalendarSchema,
  jobDetailSchema,
  jobSchema,
  type Job,
  type JobAssignmentInput,
  type JobCalendar,
  type JobDetail,
  type JobPlanInput,
  type JobScheduleInput,
  type JobStatusInput,
  type MoveAddresses,
} from "~contract/jobs";
import { apiRequest, type StaffToken } from "~/shared/api/client.server";

/** Every call re-throws ApiError for the route to word. */
const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;

export async function fetchCalendar(query: { from: string; to: string; city?: string }, token: StaffToken): Promise<JobCalendar> {
  const search = new URLSearchParams({ from: query.from, to: query.to, ...(query.city ? { city: query.city } : {}) });
  return (await apiRequest(`/api/jobs?${search}`, { token, schema: jobCalendarSchema })).data;
}

export async function fetchJob(id: string, token: StaffToken): Promise<JobDetail> {
  return (await apiRequest(jobPath(id), { token, schema: jobDetailSchema })).data;
}

export async function fetchLeadJobs(leadId: string, token: StaffToken): Promise<Job[]> {
  return (await apiRequest(`/api/leads/${encodeURIComponent(leadId)}/jobs`, { token, schema: z.object({ jobs: z.array(jobSchema) }) })).data.jobs;
}

export async function scheduleJob(id: string, input: JobScheduleInput, token: StaffToken): Promise<Job> {
  return (await apiRequest(`${jobPath(id)}/schedule`, { method: "PUT", json: input, token, schema: jobSchema })).data;
}

export async function planJob(id: string, input: JobPlanInput, token: StaffToken): Promise<Job> {
  return (await apiRequest(`${jobPath(id)}/plan`, { method: "PUT", json: input, token, schema: jobSchema })).data;
}

export async function assignJob(id: string, input: JobAssignmentInput, token: StaffToken): Promise<Job> {
  return (await apiRequest(`${jobPath(id)}/assignments`, { method: "PUT", json: input, token, schema: jobSchema })).data;
}

export async function setJobStatus(id: string, input: JobStatusInput, token: StaffToken): Promise<Job> {
  return (await apiRequest(`${jobPath(id)}/status`, { method: "POST", json: input, token, schema: jobSchema })).data;
}

export async function addJobDay(leadId: string, date: string, token: StaffToken): Promise<Job> {
  return (await apiRequest(`/api/leads/${encodeURIComponent(leadId)}/jobs`, { method: "POST", json: { date }, token, schema: jobSchema })).data;
}

export async function saveLeadAddresses(leadId: string, input: MoveAddresses, token: StaffToken, key?: string): Promise<void> {
  await apiRequest(`/api/leads/${encodeURIComponent(leadId)}/move/addresses`, {
    method: "PUT",
    json: input,
    token,
    headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : undefined,
    schema: z.unknown(),
  });
}

export async function recordWhatsappReminder(id: string, token: StaffToken): Promise<void> {
  await apiRequest(`${jobPath(id)}/reminders`, { method: "POST", json: {}, token, schema: z.unknown() });
}
