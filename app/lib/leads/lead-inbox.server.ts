import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { LEAD_STATUSES, leadStatusInputSchema } from "~contract/leads";
import { rethrowUnauthorized, staffToken } from "~/lib/admin/staff.server";
import { ApiError } from "~/lib/api/client.server";
import { fetchLead, fetchLeads, updateLeadStatus } from "~/lib/api/leads.server";
import { requireStaff } from "~/lib/session/require-staff.server";
import { redirectWithToast } from "~/lib/session/toast.server";
import { leadFields } from "./lead-fields";
import { LEAD_STATUS_LABELS, leadRow, parseLeadFilters } from "./lead-inbox";
import { estimatePrice } from "./price-estimate";
import { formatPakistanDateTime } from "./pakistan-date";
import { loadRates } from "./rates.server";

/**
 * Loaders and action of the staff inbox (/leads, /leads/:id). A 401 from the
 * API means the token died: the session is cleared and staff log in again.
 */
export const LEADS_FAILED_MESSAGE = "Failed to fetch leads.";
export const LEAD_FAILED_MESSAGE = "Failed to load the lead.";
export const STATUS_FAILED_MESSAGE = "Could not change the status. Please try again.";

export async function loadLeadInbox({ request }: LoaderFunctionArgs) {
  const token = await staffToken(request);
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  try {
    const list = await fetchLeads(filters, token);
    return { ok: true as const, filters, total: list.total, page: list.page, limit: list.limit, rows: list.leads.map(leadRow) };
  } catch (error) {
    await rethrowUnauthorized(request, error);
    console.error("Lead list failed:", error instanceof Error ? error.message : error);
    return { ok: false as const, filters, message: LEADS_FAILED_MESSAGE };
  }
}

export async function loadLead({ request, params }: LoaderFunctionArgs) {
  const token = await staffToken(request);
  const id = params.id ?? "";
  try {
    const lead = await fetchLead(id, token);
    const estimate = lead.kind === "quote" ? estimatePrice(loadRates(), lead.details) : null;
    return {
      ok: true as const,
      lead: {
        id: lead._id,
        reference: lead.reference,
        kind: lead.kind,
        status: lead.status,
        name: lead.name,
        phone: lead.phone,
        email: lead.email,
        received: formatPakistanDateTime(lead.createdAt),
        receivedAt: lead.createdAt,
        notified: lead.notifiedAt ? formatPakistanDateTime(lead.notifiedAt) : null,
      },
      fields: leadFields(lead.details, lead.kind),
      estimate,
    };
  } catch (error) {
    await rethrowUnauthorized(request, error);
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response("Lead not found", { status: 404 });
    }
    console.error("Lead load failed:", error instanceof Error ? error.message : error);
    return { ok: false as const, message: LEAD_FAILED_MESSAGE };
  }
}

/** POST /leads/:id with status=new|contacted|closed. */
export async function changeLeadStatus({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const id = params.id ?? "";
  const form = await request.formData();
  const parsed = leadStatusInputSchema.safeParse({ status: form.get("status") });
  if (!parsed.success) {
    return data({ message: `Choose a status: ${LEAD_STATUSES.map((s) => LEAD_STATUS_LABELS[s]).join(", ")}.` }, { status: 400 });
  }
  try {
    const lead = await updateLeadStatus(id, parsed.data.status, token);
    return redirectWithToast(`/leads/${encodeURIComponent(id)}`, {
      type: "success",
      message: `${lead.reference} marked as ${LEAD_STATUS_LABELS[lead.status].toLowerCase()}.`,
    });
  } catch (error) {
    await rethrowUnauthorized(request, error);
    if (error instanceof ApiError && error.status === 404) throw new Response("Lead not found", { status: 404 });
    console.error("Lead status change failed:", error instanceof Error ? error.message : error);
    return data({ message: STATUS_FAILED_MESSAGE }, { status: 502 });
  }
}
