import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { LOST_REASON_LABELS } from "~contract/leads";
import { formatPkr } from "~contract/money";
import { rethrowUnauthorized, staffToken } from "~/lib/admin/staff.server";
import { ApiError } from "~/lib/api/client.server";
import { apiUnavailableResponse, isApiUnavailable } from "~/lib/api/unavailable.server";
import {
  addLeadNote,
  createEstimate,
  fetchLead,
  fetchLeads,
  fetchLeadsCsv,
  fetchStaffList,
  resolveDuplicate,
  updateLead,
  withdrawEstimate,
} from "~/lib/api/leads.server";
import { requireStaff } from "~/lib/session/require-staff.server";
import { redirectWithToast } from "~/lib/session/toast.server";
import { siteUrl } from "~/lib/site-url.server";
import { leadFields } from "./lead-fields";
import { LEAD_STATUS_LABELS, leadRow, parseLeadFilters } from "./lead-inbox";
import { formatPakistanDateTime, todayInPakistan } from "./pakistan-date";
import { isoToPakistanLocal, readEstimateForm, readPipelineForm } from "./pipeline-forms";
import { estimatePrice } from "./price-estimate";
import { loadRates } from "./rates.server";

/**
 * Loaders and actions of the staff lead pages (/leads, /leads/:id, the CSV
 * export). They only call the API; a 401 from it means the token died: the
 * session is cleared and staff log in again.
 */
export const LEADS_FAILED_MESSAGE = "Failed to fetch leads.";
export const LEAD_FAILED_MESSAGE = "Failed to load the lead.";
export const STATUS_FAILED_MESSAGE = "Could not save the change. Please try again.";

export async function loadLeadInbox({ request }: LoaderFunctionArgs) {
  const token = await staffToken(request);
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  try {
    const list = await fetchLeads(filters, token);
    return {
      ok: true as const,
      filters,
      total: list.total,
      page: list.page,
      limit: list.limit,
      counts: list.counts ?? null,
      rows: list.leads.map((lead) => leadRow(lead)),
    };
  } catch (error) {
    await rethrowUnauthorized(request, error);
    console.error("Lead list failed:", error instanceof Error ? error.message : error);
    return { ok: false as const, filters, message: LEADS_FAILED_MESSAGE };
  }
}

/** GET /leads/export.csv?…: the filtered view as the API wrote it (UTF-8 with BOM for Excel). */
export async function exportLeads({ request }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  try {
    const csv = await fetchLeadsCsv(filters, token);
    return new Response(csv.body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${csv.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    await rethrowUnauthorized(request, error);
    const text = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
    // A search the API refuses (a NUL byte PostgreSQL cannot compare, say) is the request's fault: its 400 and words.
    if (error instanceof ApiError && error.kind === "http" && error.status !== undefined && error.status < 500) {
      return new Response(`${error.serverMessage || "The export could not be made from this search."}\n`, { status: error.status, headers: text });
    }
    if (isApiUnavailable(error)) return apiUnavailableResponse();
    console.error("Lead export failed:", error instanceof Error ? error.message : error);
    return new Response("The export failed. Please try again.", { status: 502, headers: text });
  }
}

export async function loadLead({ request, params }: LoaderFunctionArgs) {
  const token = await staffToken(request);
  const id = params.id ?? "";
  try {
    const [lead, staff] = await Promise.all([fetchLead(id, token), fetchStaffList(token)]);
    const estimate = lead.kind === "quote" ? estimatePrice(loadRates(), lead.details) : null;
    const origin = siteUrl();
    return {
      ok: true as const,
      lead: {
        id: lead._id,
        reference: lead.reference,
        kind: lead.kind,
        status: lead.status,
        lostReason: lead.lostReason,
        lostReasonLabel: lead.lostReason ? LOST_REASON_LABELS[lead.lostReason] : null,
        name: lead.name,
        phone: lead.phone,
        email: lead.email,
        ownerId: lead.owner?._id ?? "",
        ownerName: lead.owner?.name ?? null,
        followUpAt: lead.followUpAt,
        followUp: lead.followUpAt ? formatPakistanDateTime(lead.followUpAt) : null,
        followUpValue: isoToPakistanLocal(lead.followUpAt),
        received: formatPakistanDateTime(lead.createdAt),
        receivedAt: lead.createdAt,
        notified: lead.notifiedAt ? formatPakistanDateTime(lead.notifiedAt) : null,
        source: lead.source,
        duplicate: lead.duplicate,
      },
      fields: leadFields(lead.details, lead.kind),
      estimate,
      staff,
      timeline: lead.timeline.map((entry) => ({ ...entry, when: formatPakistanDateTime(entry.at) })),
      estimates: lead.estimates.map((e) => ({
        id: e._id,
        state: e.state,
        total: formatPkr(e.total),
        validUntil: e.validUntil,
        url: `${origin}${e.path}`,
        createdAt: formatPakistanDateTime(e.createdAt),
        lines: e.lines.map((line) => ({ description: line.description, amount: formatPkr(line.amount) })),
      })),
      duplicates: lead.duplicates,
      today: todayInPakistan(),
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

export type LeadActionIntent = "pipeline" | "note" | "duplicate" | "estimate" | "withdraw";
export type LeadActionData = {
  intent: LeadActionIntent;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** What was typed, so a refused form comes back filled in (without JavaScript too). */
  values?: Record<string, string>;
};

function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && key !== "intent") values[key] = value.slice(0, 5_000);
  return values;
}

/**
 * POST /leads/:id: one action for the page's forms, told apart by `intent`.
 * Bad input comes back with the API's own message (400) and what was typed
 * stays in the form; success redirects with a toast.
 */
export async function leadAction({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const id = params.id ?? "";
  const form = await request.formData();
  const intent = (form.get("intent") ?? "pipeline") as LeadActionIntent;
  const back = `/leads/${encodeURIComponent(id)}`;
  try {
    switch (intent) {
      case "pipeline": {
        const lead = await updateLead(id, readPipelineForm(form), token);
        const reason = lead.lostReason ? ` (${LOST_REASON_LABELS[lead.lostReason].toLowerCase()})` : "";
        return redirectWithToast(back, { type: "success", message: `${lead.reference} saved: ${LEAD_STATUS_LABELS[lead.status].toLowerCase()}${reason}.` });
      }
      case "note": {
        await addLeadNote(id, String(form.get("text") ?? ""), token);
        return redirectWithToast(`${back}#timeline`, { type: "success", message: "Note added." });
      }
      case "duplicate": {
        const action = form.get("action") === "merge" ? "merge" : "dismiss";
        const lead = await resolveDuplicate(id, action, token);
        const original = lead.duplicate;
        if (action === "merge" && original) {
          return redirectWithToast(`/leads/${encodeURIComponent(original._id)}`, { type: "success", message: `${lead.reference} merged into ${original.reference}.` });
        }
        return redirectWithToast(back, { type: "success", message: "Duplicate flag dismissed." });
      }
      case "estimate": {
        const estimate = await createEstimate(id, readEstimateForm(form), token);
        return redirectWithToast(`${back}#estimates`, { type: "success", message: `Estimate of ${formatPkr(estimate.total)} ready: send the link to the customer.` });
      }
      case "withdraw": {
        await withdrawEstimate(id, String(form.get("estimateId") ?? ""), token);
        return redirectWithToast(`${back}#estimates`, { type: "success", message: "Estimate withdrawn: its link now says so." });
      }
      default:
        return data<LeadActionData>({ intent: "pipeline", message: "Unknown form." }, { status: 400 });
    }
  } catch (error) {
    await rethrowUnauthorized(request, error);
    if (error instanceof ApiError && error.status === 404) throw new Response("Lead not found", { status: 404 });
    if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.serverMessage) {
      return data<LeadActionData>({ intent, message: error.serverMessage, fieldErrors: error.fieldErrors, values: typedValues(form) }, { status: error.status });
    }
    console.error("Lead change failed:", error instanceof Error ? error.message : error);
    return data<LeadActionData>({ intent, message: STATUS_FAILED_MESSAGE, values: typedValues(form) }, { status: 502 });
  }
}

/** Kept for the issue-7 name. */
export const changeLeadStatus = leadAction;
