import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isApiStatus } from "~/shared/api/api-failure.server";
import { formatPakistaniPhone, whatsappHref } from "~/shared/site/phone";
import { leadPaymentsCard } from "~/features/payments/index.server";
import { requireStaff, rethrowUnauthorized } from "~/features/staff-auth/index.server";
import { fetchJob, recordWhatsappReminder } from "./jobs-api.server";
import { reminderText } from "./reminder-text";

/**
 * POST /jobs/:id/remind: notes the reminder on the lead's timeline, then
 * opens WhatsApp with the customer's number and the message in their
 * language (a form, so it is recorded with or without JavaScript).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  try {
    const { job } = await fetchJob(params.id ?? "", token);
    if (!job.date) return redirect(`/jobs/${encodeURIComponent(job._id)}`);
    const payments = await leadPaymentsCard(job.leadId, token);
    const lead = job.crew.find((m) => m._id === job.crewLeadId);
    const text = reminderText(job.language, {
      customerName: job.customerName,
      reference: job.reference,
      date: job.date,
      windowStart: job.windowStart,
      windowEnd: job.windowEnd,
      crewLead: lead ? { name: lead.name, phone: formatPakistaniPhone(lead.phone) } : null,
      balance: payments?.money.due && !payments.money.settled ? payments.money.due : null,
    });
    await recordWhatsappReminder(job._id, token);
    return redirect(whatsappHref(job.customerPhone, text));
  } catch (error) {
    await rethrowUnauthorized(request, error);
    if (isApiStatus(error, 404)) throw new Response("Job not found", { status: 404 });
    throw error;
  }
}

export const loader = () => redirect("/jobs");
