import type { EstimateInput } from "~contract/estimates";
import type { LeadUpdateInput } from "~contract/leads";
import { parseRupees } from "~contract/money";

/**
 * The staff lead page's forms (issue 18) read into API input. Plain form
 * posts, so they work without JavaScript; the API checks everything and its
 * message is shown as it is. Times are typed in Pakistan time (UTC+5, no
 * daylight saving) with <input type="datetime-local">.
 */
export const ESTIMATE_FORM_LINES = 5;

/** "2026-11-25T10:00" typed in Pakistan → an instant with its offset; "" → null; anything else is passed on for the API to refuse. */
export function pakistanLocalToIso(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00+05:00` : text;
}

/** An instant → the value of a datetime-local field in Pakistan time. */
export function isoToPakistanLocal(iso: string | null): string {
  if (!iso) return "";
  const shifted = new Date(Date.parse(iso) + 5 * 3_600_000);
  return Number.isNaN(shifted.getTime()) ? "" : shifted.toISOString().slice(0, 16);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The pipeline form: status (with a lost reason), owner ("" = nobody) and follow-up ("" = none). */
export function readPipelineForm(form: FormData): LeadUpdateInput {
  const status = text(form, "status");
  const lostReason = text(form, "lostReason");
  const input: Record<string, unknown> = {};
  // Unknown values are passed on as typed: the API refuses them with a clear message.
  if (status) input.status = status;
  if (status === "lost" && lostReason) input.lostReason = lostReason;
  if (form.has("ownerId")) input.ownerId = text(form, "ownerId") || null;
  if (form.has("followUpAt")) input.followUpAt = pakistanLocalToIso(text(form, "followUpAt"));
  return input as LeadUpdateInput;
}

/** The estimate form: up to five lines (empty ones skipped), amounts as typed ("85,000"). */
export function readEstimateForm(form: FormData): EstimateInput {
  const lines: Array<{ description: string; amount: unknown }> = [];
  for (let i = 0; i < ESTIMATE_FORM_LINES; i++) {
    const description = text(form, `line${i}Description`).trim();
    const amountText = text(form, `line${i}Amount`).trim();
    if (!description && !amountText) continue;
    lines.push({ description, amount: parseRupees(amountText) ?? amountText });
  }
  const advanceText = text(form, "advance").trim();
  return {
    lines,
    included: text(form, "included"),
    terms: text(form, "terms"),
    advance: advanceText ? (parseRupees(advanceText) ?? advanceText) : 0,
    validUntil: text(form, "validUntil"),
  } as EstimateInput;
}
