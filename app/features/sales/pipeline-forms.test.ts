import { describe, expect, it } from "vitest";
import { ESTIMATE_MAX_LINES, estimateInputSchema } from "~contract/estimates";
import { MOVE_DATE_MESSAGE } from "~contract/leads";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { estimateInput, isoToPakistanLocal, leadPageFormSchema, pakistanLocalToIso, pipelineInput } from "./pipeline-forms";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

/** The lead page's form as its action reads it: the kit's parseWithZod, without coercion. */
const parsed = (entries: Record<string, string>) => {
  const submission = parseWithZod(form(entries), { schema: leadPageFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
};

const pipeline = (entries: Record<string, string>) => {
  const value = parsed({ intent: "pipeline", ...entries });
  if (value.intent !== "pipeline") throw new Error(value.intent);
  return pipelineInput(value);
};

describe("pipeline forms", () => {
  it("reads a follow-up typed in Pakistan time as an instant, and shows it back the same", () => {
    expect(pakistanLocalToIso("2030-03-15T15:00")).toBe("2030-03-15T15:00:00+05:00");
    expect(pakistanLocalToIso("")).toBeNull();
    expect(isoToPakistanLocal("2030-03-15T10:00:00.000Z")).toBe("2030-03-15T15:00");
  });

  it("sends the lost reason only with lost, and an empty owner as nobody", () => {
    expect(pipeline({ status: "contacted", lostReason: "price", ownerId: "", followUpAt: "" })).toEqual({ status: "contacted", ownerId: null, followUpAt: null });
    expect(pipeline({ status: "lost", lostReason: "price" })).toEqual({ status: "lost", lostReason: "price" });
  });

  it("sends the move date only with Booked; empty lets the API take the date the customer asked for", () => {
    expect(pipeline({ status: "booked", moveDate: " 2030-03-15 ", ownerId: "" })).toEqual({ status: "booked", moveDate: "2030-03-15", ownerId: null });
    expect(pipeline({ status: "booked", moveDate: "" })).toEqual({ status: "booked" });
    expect(pipeline({ status: "quoted", moveDate: "2030-03-15" })).toEqual({ status: "quoted" });
    // Only with Booked is a date that is no day refused: with another status the field is not read.
    expect(pipeline({ status: "quoted", moveDate: "2030-02-30" })).toEqual({ status: "quoted" });
    const refused = parseWithZod(form({ intent: "pipeline", status: "booked", moveDate: "2030-02-30" }), { schema: leadPageFormSchema, disableAutoCoercion: true });
    expect(refused.status === "error" && refused.error).toEqual({ moveDate: [MOVE_DATE_MESSAGE] });
  });

  it("passes unknown values on as typed, for the API to refuse with its own message", () => {
    expect(pipeline({ status: "bogus", followUpAt: "tomorrow" })).toEqual({ status: "bogus", followUpAt: "tomorrow" });
  });

  it("reads a post without an intent as the pipeline form, and refuses an unknown intent", () => {
    expect(parsed({ status: "won" })).toMatchObject({ intent: "pipeline", status: "won" });
    expect(parseWithZod(form({ intent: "status" }), { schema: leadPageFormSchema, disableAutoCoercion: true }).status).toBe("error");
  });

  it("checks a note as the API does, beside its field, and reads the other forms' fields as typed", () => {
    expect(parsed({ intent: "note", text: "  Called twice  " })).toEqual({ intent: "note", text: "Called twice" });
    const empty = parseWithZod(form({ intent: "logged", kind: "call", text: "   " }), { schema: leadPageFormSchema, disableAutoCoercion: true });
    expect(empty.status === "error" && empty.error).toEqual({ text: ["Write a note"] });
    expect(parsed({ intent: "duplicate", action: "merge" })).toEqual({ intent: "duplicate", action: "merge" });
    expect(parsed({ intent: "withdraw", estimateId: "abc" })).toEqual({ intent: "withdraw", estimateId: "abc" });
  });

  it("skips empty estimate lines and reads amounts as people type them", () => {
    const value = parsed({ intent: "estimate", line0Description: "Shehzore", line0Amount: "Rs. 65,000", line1Description: "", line1Amount: "", line2Description: "Packing", line2Amount: "5,000", validUntil: "2099-01-31" });
    if (value.intent !== "estimate") throw new Error(value.intent);
    const input = estimateInput(value);
    expect(input.lines).toEqual([
      { description: "Shehzore", amount: 65_000 },
      { description: "Packing", amount: 5_000 },
    ]);
    expect(input.advance).toBe(0);
    expect(input.included).toBe("");
  });

  const estimateErrors = (entries: Record<string, string>) =>
    parseWithZod(form({ intent: "estimate", validUntil: "2099-01-31", ...entries }), { schema: leadPageFormSchema, disableAutoCoercion: true }).reply().error;

  it("marks the estimate line each wrong amount or missing description is on, not the form", () => {
    expect(
      estimateErrors({ line0Description: "Shehzore", line0Amount: "65,000", line2Description: "Packing", line2Amount: "abc", line3Description: "Loading", line3Amount: "-500", line4Amount: "2,000" }),
    ).toEqual({
      line2Amount: ["Amount must be a whole number of rupees"],
      line3Amount: ["Amounts cannot be negative"],
      line4Description: ["Describe each line"],
    });
  });

  it("marks a past valid-until date beside the field, and an empty form says a line is needed", () => {
    expect(estimateErrors({ line0Description: "Shehzore", line0Amount: "65,000", validUntil: "2020-01-01" })).toEqual({ validUntil: ["Valid until must be today or later"] });
    expect(estimateErrors({})).toEqual({ "": ["Add at least one line to the estimate"] });
  });

  it("reads lines past the first five, up to the bound, and refuses more than the bound", () => {
    const lines = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [[`line${i}Description`, `Item ${i}`], [`line${i}Amount`, "1,000"]]).flat());
    const value = parsed({ intent: "estimate", ...lines(12), validUntil: "2099-01-31" });
    if (value.intent !== "estimate") throw new Error(value.intent);
    expect(estimateInput(value).lines).toHaveLength(12);
    expect(estimateInputSchema.safeParse({ ...estimateInput(value), lines: Array.from({ length: ESTIMATE_MAX_LINES + 1 }, () => ({ description: "Box", amount: 1 })) }).error?.issues[0]?.message).toBe(
      `An estimate has at most ${ESTIMATE_MAX_LINES} lines`,
    );
  });

  it("adding a line checks nothing yet", () => {
    expect(estimateErrors({ step: "more", line0Amount: "abc" })).toBeUndefined();
  });
});
