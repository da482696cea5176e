import { LANGUAGE_LABELS } from "~contract/languages";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { LOST_REASON_LABELS } from "~contract/leads";
import { formatPkr } from "~contract/money";
import { ESTIMATE_MAX_LINES } from "~contract/estimates";
import { fetchLead, fetchWaitingLeads, loadRates } from "~/features/leads/index.server";
import { fetchStaffList } from "~/shared/staff/staff-list.server";
import { addLeadNote, createEstimate, fetchLeads, fetchLeadsCsv, resolveDuplicate, reviseEstimate, updateLead, withdrawEstimate } from "./sales-api.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { siteUrl } from "~/shared/site/site-url.server";
import { leadFields } from "./lead-fields";
import { LEAD_STATUS_LABELS, leadRow, parseLeadFilters } from "./lead-inbox";
import { formatPakistanDate, formatPakistanDateTime, ISO_DATE, todayInPakistan } from "~contract/pakistan-time";
import { formatOfficeMinutes } from "~contract/office-hours";
import { estimateInput, isoToPakistanLocal, leadPageFormSchema, pipelineInput } from "./pipeline-forms";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { leadFormConstraints } from "./lead-form-constraints.server";
import type { IntentFailure } from "~/shared/forms/intent-form";
import { estimatePrice } from "~/features/leads";
import { leadMoveView } from "~/features/move/index.server";
import { isApiStatus, isApiRefusal, logApiFailure, apiUnavailableResponse, isApiUnavailable } from "~/shared/api/api-failure.server";
import { leadPaymentsCard } from "~/features/payments/index.server";
import { leadJobsCard } from "~/features/jobs/index.server";
import { messagesFor } from "~/i18n/catalogue.server";

const LEADS_FAILED_MESSAGE = "Failed to fetch leads.";
const LEAD_FAILED_MESSAGE = "Failed to load the lead.";
const STATUS_FAILED_MESSAGE = "Could not save the change. Please try again.";
const UNKNOWN_FORM_MESSAGE = "Unknown form.";
const WAITING_SHOWN = 10;

export async function loadLeadInbox({ request }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  try {
    // Speed to lead and the owner choices are helps: their failure never loses the list.
    const [list, waiting, staff] = await Promise.all([fetchLeads(filters, token), fetchWaitingLeads(token).catch(() => null), fetchStaffList(token).catch(() => [])]);
    const waitingFor = new Map((waiting?.leads ?? []).map((lead) => [lead._id, formatOfficeMinutes(lead.waitingMinutes)]));
    return {
      ok: true as const,
      filters,
      owners: [{ id: "none", label: "Nobody" }, ...staff.map((member) => ({ id: member._id, label: member.name }))],
      total: list.total,
      totalCapped: list.totalCapped ?? false,
      page: list.page,
      limit: list.limit,
      counts: list.counts ?? null,
      rows: list.leads.map((lead) => ({ ...leadRow(lead), waitingFor: waitingFor.get(lead._id) ?? null })),
      waiting: waiting
        ? {
            count: waiting.count,
            more: waiting.more,
            leads: waiting.leads.slice(0, WAITING_SHOWN).map((lead) => ({
              id: lead._id,
              reference: lead.reference,
              name: lead.name,
              receivedAt: lead.createdAt,
              received: formatPakistanDateTime(lead.createdAt),
              waitingFor: formatOfficeMinutes(lead.waitingMinutes),
            })),
          }
        : null,
    };
  } catch (error) {
    logApiFailure("Lead list", error);
    return { ok: false as const, filters, message: LEADS_FAILED_MESSAGE };
  }
}

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
    const text = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
    // A search the API refuses (a NUL PostgreSQL cannot compare) is the request's fault.
    if (isApiRefusal(error)) {
      return new Response(`${error.serverMessage || "The export could not be made from this search."}\n`, { status: error.status, headers: text });
    }
    if (isApiUnavailable(error)) return apiUnavailableResponse();
    logApiFailure("Lead export", error);
    return new Response("The export failed. Please try again.", { status: 502, headers: text });
  }
}

export async function loadLead({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const id = params.id ?? "";
  try {
    const [lead, staff, payments, jobs] = await Promise.all([fetchLead(id, token), fetchStaffList(token), leadPaymentsCard(id, token), leadJobsCard(id, token)]);
    const estimate = lead.kind === "quote" ? estimatePrice(loadRates(), lead.details) : null;
    const origin = siteUrl();
    const move = lead.kind === "quote" ? await leadMoveView(lead._id, token, origin, lead) : null;
    const search = new URL(request.url).searchParams;
    const fromInventory = search.get("from") === "inventory" ? (move?.fromInventory ?? []) : [];
    const revised = lead.estimates.find((e) => e._id === search.get("revise") && e.state === "open");
    return {
      ok: true as const,
      // The move card's estimate (MoveEstimateView) speaks through the catalogue, in English here.
      messages: messagesFor("en", ["move", "price"]),
      lead: {
        id: lead._id,
        reference: lead.reference,
        kind: lead.kind,
        language: LANGUAGE_LABELS[lead.language],
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
        firstResponse: lead.firstResponse ? formatOfficeMinutes(lead.firstResponse.officeMinutes) : null,
        source: lead.source,
        duplicate: lead.duplicate,
        rating: lead.rating,
      },
      fields: leadFields(lead.details, lead.kind),
      /** Until a quote lead has its first job, the pipeline form asks the move date. */
      booking: lead.kind === "quote" && !jobs?.length ? { askedDate: askedMoveDate(lead.details) } : null,
      estimate,
      staff,
      timeline: lead.timeline.map((entry) => ({ ...entry, when: formatPakistanDateTime(entry.at) })),
      estimates: lead.estimates.map((e) => ({
        id: e._id,
        state: e.state,
        total: formatPkr(e.total),
        validUntil: formatPakistanDate(e.validUntil),
        url: `${origin}${e.path}`,
        createdAt: formatPakistanDateTime(e.createdAt),
        version: e.version,
        revised: e.revisedAt ? formatPakistanDateTime(e.revisedAt) : null,
        lines: e.lines.map((line) => ({ description: line.description, amount: formatPkr(line.amount) })),
      })),
      duplicates: lead.duplicates,
      payments,
      jobs,
      today: todayInPakistan(),
      move,
      /** Filled from the customer's inventory. */
      estimatePrefill: fromInventory.length ? fromInventory.map((line) => ({ description: line.description, amount: String(line.amount) })) : null,
      estimateMaxLines: ESTIMATE_MAX_LINES,
      /** The forms' native constraints, from the action's schemas. */
      forms: leadFormConstraints(),
      /** ?revise=<id>: the customer's link then shows the new version. */
      revising: revised
        ? {
            id: revised._id,
            version: revised.version,
            lines: revised.lines.map((line) => ({ description: line.description, amount: String(line.amount) })),
            included: revised.included,
            terms: revised.terms,
            advance: String(revised.advance),
            validUntil: revised.validUntil,
          }
        : null,
    };
  } catch (error) {
    if (isApiStatus(error, 404, 400)) {
      throw new Response("Lead not found", { status: 404 });
    }
    logApiFailure("Lead load", error);
    return { ok: false as const, message: LEAD_FAILED_MESSAGE };
  }
}

function askedMoveDate(details: Record<string, unknown>): string {
  return typeof details.moveDate === "string" && ISO_DATE.test(details.moveDate) ? details.moveDate : "";
}

const LEAD_ACTION_INTENTS = ["pipeline", "note", "logged", "duplicate", "estimate", "withdraw"] as const;
type LeadActionIntent = (typeof LEAD_ACTION_INTENTS)[number];
export type LeadActionData = IntentFailure<LeadActionIntent>;

/** One action for the page's forms, told apart by `intent`. */
export async function leadAction({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const id = params.id ?? "";
  const submission = parseWithZod(await request.formData(), { schema: leadPageFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    // A post without an intent is the pipeline form's; its messages go beside its fields.
    const sent = submission.payload.intent ?? "pipeline";
    const intent = LEAD_ACTION_INTENTS.find((known) => known === sent);
    if (intent) return data<LeadActionData>({ intent, result: submission.reply() }, { status: 400 });
    return data<LeadActionData>({ intent: "pipeline", result: submission.reply({ formErrors: [UNKNOWN_FORM_MESSAGE] }) }, { status: 400 });
  }
  const form = submission.value;
  const back = `/leads/${encodeURIComponent(id)}`;
  try {
    switch (form.intent) {
      case "pipeline": {
        const lead = await updateLead(id, pipelineInput(form), token);
        const reason = lead.lostReason ? ` (${LOST_REASON_LABELS[lead.lostReason].toLowerCase()})` : "";
        // Back at the form, not the top of the page.
        return redirectWithToast(`${back}#pipeline`, { type: "success", message: `${lead.reference} saved: ${LEAD_STATUS_LABELS[lead.status].toLowerCase()}${reason}.` });
      }
      case "note": {
        await addLeadNote(id, form.text ?? "", "note", token);
        return redirectWithToast(`${back}#timeline`, { type: "success", message: "Note added." });
      }
      case "logged": {
        const kind = form.kind;
        await addLeadNote(id, form.text ?? "", kind, token);
        return redirectWithToast(`${back}#timeline`, { type: "success", message: kind === "call" ? "Call logged." : "WhatsApp logged." });
      }
      case "duplicate": {
        const action = form.action === "merge" ? "merge" : "dismiss";
        const lead = await resolveDuplicate(id, action, token);
        const original = lead.duplicate;
        if (action === "merge" && original) {
          return redirectWithToast(`/leads/${encodeURIComponent(original._id)}`, { type: "success", message: `${lead.reference} merged into ${original.reference}.` });
        }
        return redirectWithToast(back, { type: "success", message: "Duplicate flag dismissed." });
      }
      case "estimate": {
        if (form.step === "more") {
          const result = submission.reply();
          return data<LeadActionData>({ intent: "estimate", result: { ...result, initialValue: { ...result.initialValue, lineCount: String(Number(form.lineCount) + 1) } } });
        }
        // Checked and nothing wrong: the form comes back with its total, nothing saved.
        if (form.step === "check") return data<LeadActionData>({ intent: "estimate", result: submission.reply() });
        if (form.estimateId) {
          const estimate = await reviseEstimate(id, form.estimateId, estimateInput(form), token);
          return redirectWithToast(`${back}#estimates`, { type: "success", message: `Estimate revised: version ${estimate.version} of ${formatPkr(estimate.total)}; its link shows it now.` });
        }
        const estimate = await createEstimate(id, estimateInput(form), token);
        return redirectWithToast(`${back}#estimates`, { type: "success", message: `Estimate of ${formatPkr(estimate.total)} ready: send the link to the customer.` });
      }
      case "withdraw": {
        await withdrawEstimate(id, form.estimateId ?? "", token);
        return redirectWithToast(`${back}#estimates`, { type: "success", message: "Estimate withdrawn: its link now says so." });
      }
    }
  } catch (error) {
    if (isApiStatus(error, 404)) throw new Response("Lead not found", { status: 404 });
    if (isApiRefusal(error) && error.serverMessage) {
      const result = submission.reply({ formErrors: [error.serverMessage], fieldErrors: error.fieldErrors });
      return data<LeadActionData>({ intent: form.intent, result }, { status: error.status });
    }
    logApiFailure("Lead change", error);
    return data<LeadActionData>({ intent: form.intent, result: submission.reply({ formErrors: [STATUS_FAILED_MESSAGE] }) }, { status: 502 });
  }
}
