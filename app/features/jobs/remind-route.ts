import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isApiStatus } from "~/shared/api/api-failure.server";
import { whatsappHref } from "~/shared/site/phone";
import { leadDue } from "~/features/payments/index.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { fetchJob, recordWhatsappReminder } from "./jobs-api.server";
import { jobReminderText } from "~contract/reminders";

/** A form, so the reminder is recorded with or without JavaScript. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  try {
    const { job } = await fetchJob(params.id ?? "", token);
    if (!job.date) return redirect(`/jobs/${encodeURIComponent(job._id)}`);
    const text = jobReminderText({ ...job, date: job.date }, await leadDue(job.leadId, token));
    await recordWhatsappReminder(job._id, token);
    return redirect(whatsappHref(job.customerPhone, text));
  } catch (error) {
    if (isApiStatus(error, 404)) throw new Response("Job not found", { status: 404 });
    throw error;
  }
}

export const loader = () => redirect("/jobs");
