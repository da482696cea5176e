import { todayInPakistan } from "~contract/pakistan-time";
import { addDays } from "./calendar-days";
import { fetchLeadJobs } from "./jobs-api.server";
import { jobCard } from "./job-views.server";
import type { StaffToken } from "~/shared/api/client.server";
import { logApiFailure } from "~/shared/api/api-failure.server";

/** null when the API could not say: the lead page still shows. */
export async function leadJobsCard(leadId: string, token: StaffToken) {
  try {
    const tomorrow = addDays(todayInPakistan(), 1);
    return (await fetchLeadJobs(leadId, token)).map((job) => jobCard(job, tomorrow));
  } catch (error) {
    logApiFailure("Lead jobs", error);
    return null;
  }
}
export type LeadJobsCard = NonNullable<Awaited<ReturnType<typeof leadJobsCard>>>;
