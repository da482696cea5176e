import { ESTIMATE_MAX_LINES, estimateInputSchema, VALID_UNTIL_PAST_MESSAGE, type EstimateInput } from "~contract/estimates";
import { leadNoteInputSchema, MOVE_DATE_MESSAGE, type LeadUpdateInput } from "~contract/leads";
import { parseRupees } from "~contract/money";
import { ISO_DATE, todayInPakistan } from "~contract/pakistan-time";
import { z } from "zod";
import { lineField } from "./estimate-lines";

/** Plain posts that work without JavaScript; times are typed in Pakistan time (UTC+5, no DST). */

/** "2026-11-25T10:00" typed in Pakistan → an instant with its offset; "" → null; anything else is passed on for the API to refuse. */
export function pakistanLocalToIso(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00+05:00` : text;
}

export function isoToPakistanLocal(iso: string | null): string {
  if (!iso) return "";
  const shifted = new Date(Date.parse(iso) + 5 * 3_600_000);
  return Number.isNaN(shifted.getTime()) ? "" : shifted.toISOString().slice(0, 16);
}

const typed = z.string().optional();

/** A move date that is no calendar day is marked before saving, so the other fields come back as typed. */
export const pipelineForm = z
  .object({ intent: z.literal("pipeline"), status: typed, lostReason: typed, ownerId: typed, followUpAt: typed, moveDate: typed })
  .superRefine((form, ctx) => {
    const date = form.moveDate?.trim();
    if (form.status === "booked" && date && !z.iso.date().safeParse(date).success) ctx.addIssue({ code: "custom", message: MOVE_DATE_MESSAGE, path: ["moveDate"] });
  });
/** The API's own check of a note, so an empty one is refused beside the field with the API's words, and its limit is the textarea's. */
const noteText = leadNoteInputSchema.shape.text;
export const noteForm = z.object({ intent: z.literal("note"), text: noteText });
const LOGGED_KIND_MESSAGE = "Choose Call or WhatsApp.";
export const loggedForm = z.object({ intent: z.literal("logged"), kind: z.enum(["call", "whatsapp"], { error: LOGGED_KIND_MESSAGE }), text: noteText });
const duplicateForm = z.object({ intent: z.literal("duplicate"), action: typed });
const withdrawForm = z.object({ intent: z.literal("withdraw"), estimateId: typed });
const estimateLines = Object.fromEntries(
  Array.from({ length: ESTIMATE_MAX_LINES }, (_, i) => [
    [lineField(i, "Description"), typed],
    [lineField(i, "Amount"), typed],
  ]).flat(),
) as Record<`line${number}${"Description" | "Amount"}`, typeof typed>;
/**
 * `step`: "check" totals and marks errors without saving, "more" adds a line, none saves. Checked with
 * the API's own schema so each message lands on its line, with or without JavaScript.
 */
const estimateForm = z
  .object({ intent: z.literal("estimate"), ...estimateLines, included: typed, terms: typed, advance: typed, validUntil: typed, estimateId: typed, lineCount: typed, step: typed })
  .superRefine((form, ctx) => {
    if (form.step === "more") return;
    const { input, formLines } = readEstimate(form);
    const checked = estimateInputSchema.safeParse(input);
    for (const issue of checked.success ? [] : checked.error.issues) {
      const [key, index, part] = issue.path;
      const name =
        key === "lines" && typeof index === "number" && (part === "description" || part === "amount")
          ? lineField(formLines[index]!, part === "amount" ? "Amount" : "Description")
          : key === "lines" || key === undefined
            ? null
            : String(key);
      ctx.addIssue({ code: "custom", message: issue.message, path: name ? [name] : [] });
    }
    if (ISO_DATE.test(input.validUntil) && input.validUntil < todayInPakistan()) {
      ctx.addIssue({ code: "custom", message: VALID_UNTIL_PAST_MESSAGE, path: ["validUntil"] });
    }
  });

/** Told apart by hidden `intent` (none = pipeline form); parsed without coercion so "" stays "". The API checks the values. */
export const leadPageFormSchema = z.preprocess(
  (value) => (value && typeof value === "object" && !("intent" in value) ? { ...value, intent: "pipeline" } : value),
  z.discriminatedUnion("intent", [pipelineForm, noteForm, loggedForm, duplicateForm, estimateForm, withdrawForm]),
);

type PipelineForm = z.infer<typeof pipelineForm>;
type EstimateForm = z.infer<typeof estimateForm>;

/** "" means: the date the customer asked for, nobody, no follow-up. */
export function pipelineInput(form: PipelineForm): LeadUpdateInput {
  const input: Record<string, unknown> = {};
  // Unknown values are passed on as typed: the API refuses them with a clear message.
  if (form.status) input.status = form.status;
  if (form.status === "lost" && form.lostReason) input.lostReason = form.lostReason;
  if (form.status === "booked" && form.moveDate?.trim()) input.moveDate = form.moveDate.trim();
  if (form.ownerId !== undefined) input.ownerId = form.ownerId || null;
  if (form.followUpAt !== undefined) input.followUpAt = pakistanLocalToIso(form.followUpAt);
  return input as LeadUpdateInput;
}

/** Empty lines are skipped; formLines maps inputs back to form lines. */
function readEstimate(form: Omit<EstimateForm, "intent">): { input: EstimateInput; formLines: number[] } {
  // The line fields are named by number, which the schema's type cannot list.
  const text = (name: string) => (form as Record<string, string | undefined>)[name] ?? "";
  const lines: Array<{ description: string; amount: unknown }> = [];
  const formLines: number[] = [];
  for (let i = 0; i < ESTIMATE_MAX_LINES; i++) {
    const description = text(lineField(i, "Description")).trim();
    const amountText = text(lineField(i, "Amount")).trim();
    if (!description && !amountText) continue;
    lines.push({ description, amount: parseRupees(amountText) ?? amountText });
    formLines.push(i);
  }
  const advanceText = text("advance").trim();
  const input = {
    lines,
    included: text("included"),
    terms: text("terms"),
    advance: advanceText ? (parseRupees(advanceText) ?? advanceText) : 0,
    validUntil: text("validUntil").trim(),
  } as EstimateInput;
  return { input, formLines };
}

/** Amounts as typed ("85,000"). */
export function estimateInput(form: EstimateForm): EstimateInput {
  return readEstimate(form).input;
}
