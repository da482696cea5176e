import type { EstimateInput } from "~contract/estimates";
import type { LeadUpdateInput } from "~contract/leads";
import { parseRupees } from "~contract/money";
import { z } from "zod";

/**
 * The staff lead page's forms read into API input. Plain form
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

const typed = z.string().optional();

const pipelineForm = z.object({ intent: z.literal("pipeline"), status: typed, lostReason: typed, ownerId: typed, followUpAt: typed });
const noteForm = z.object({ intent: z.literal("note"), text: typed });
const duplicateForm = z.object({ intent: z.literal("duplicate"), action: typed });
const withdrawForm = z.object({ intent: z.literal("withdraw"), estimateId: typed });
const estimateLines = Object.fromEntries(
  Array.from({ length: ESTIMATE_FORM_LINES }, (_, i) => [
    [`line${i}Description`, typed],
    [`line${i}Amount`, typed],
  ]).flat(),
) as Record<`line${number}${"Description" | "Amount"}`, typeof typed>;
const estimateForm = z.object({ intent: z.literal("estimate"), ...estimateLines, included: typed, terms: typed, advance: typed, validUntil: typed });

/**
 * Every form of the lead page, told apart by its hidden `intent` (a post
 * without one is the pipeline form). Parsed with the form kit's
 * parseWithZod (without coercion: "" stays "", an absent field stays
 * absent) so a refusal comes back as a Conform reply like every other form's.
 * The schema only reads the form: the API checks the values and its message
 * is shown as it is.
 */
export const leadPageFormSchema = z.preprocess(
  (value) => (value && typeof value === "object" && !("intent" in value) ? { ...value, intent: "pipeline" } : value),
  z.discriminatedUnion("intent", [pipelineForm, noteForm, duplicateForm, estimateForm, withdrawForm]),
);

type PipelineForm = z.infer<typeof pipelineForm>;
type EstimateForm = z.infer<typeof estimateForm>;

/** The pipeline form: status (with a lost reason), owner ("" = nobody) and follow-up ("" = none). */
export function pipelineInput(form: PipelineForm): LeadUpdateInput {
  const input: Record<string, unknown> = {};
  // Unknown values are passed on as typed: the API refuses them with a clear message.
  if (form.status) input.status = form.status;
  if (form.status === "lost" && form.lostReason) input.lostReason = form.lostReason;
  if (form.ownerId !== undefined) input.ownerId = form.ownerId || null;
  if (form.followUpAt !== undefined) input.followUpAt = pakistanLocalToIso(form.followUpAt);
  return input as LeadUpdateInput;
}

/** The estimate form: up to five lines (empty ones skipped), amounts as typed ("85,000"). */
export function estimateInput(form: EstimateForm): EstimateInput {
  // The line fields are named by number, which the schema's type cannot list.
  const text = (name: string) => (form as Record<string, string | undefined>)[name] ?? "";
  const lines: Array<{ description: string; amount: unknown }> = [];
  for (let i = 0; i < ESTIMATE_FORM_LINES; i++) {
    const description = text(`line${i}Description`).trim();
    const amountText = text(`line${i}Amount`).trim();
    if (!description && !amountText) continue;
    lines.push({ description, amount: parseRupees(amountText) ?? amountText });
  }
  const advanceText = text("advance").trim();
  return {
    lines,
    included: text("included"),
    terms: text("terms"),
    advance: advanceText ? (parseRupees(advanceText) ?? advanceText) : 0,
    validUntil: text("validUntil"),
  } as EstimateInput;
}
