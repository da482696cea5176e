import { describe, expect, it } from "vitest";
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

  it("passes unknown values on as typed, for the API to refuse with its own message", () => {
    expect(pipeline({ status: "bogus", followUpAt: "tomorrow" })).toEqual({ status: "bogus", followUpAt: "tomorrow" });
  });

  it("reads a post without an intent as the pipeline form, and refuses an unknown intent", () => {
    expect(parsed({ status: "won" })).toMatchObject({ intent: "pipeline", status: "won" });
    expect(parseWithZod(form({ intent: "status" }), { schema: leadPageFormSchema, disableAutoCoercion: true }).status).toBe("error");
  });

  it("reads the other forms' fields as typed", () => {
    expect(parsed({ intent: "note", text: "  Called twice  " })).toEqual({ intent: "note", text: "  Called twice  " });
    expect(parsed({ intent: "duplicate", action: "merge" })).toEqual({ intent: "duplicate", action: "merge" });
    expect(parsed({ intent: "withdraw", estimateId: "abc" })).toEqual({ intent: "withdraw", estimateId: "abc" });
  });

  it("skips empty estimate lines and reads amounts as people type them", () => {
    const value = parsed({ intent: "estimate", line0Description: "Shehzore", line0Amount: "Rs. 65,000", line1Description: "", line1Amount: "", line2Description: "Packing", line2Amount: "-5" });
    if (value.intent !== "estimate") throw new Error(value.intent);
    const input = estimateInput(value);
    expect(input.lines).toEqual([
      { description: "Shehzore", amount: 65_000 },
      { description: "Packing", amount: -5 },
    ]);
    expect(input.advance).toBe(0);
    expect(input.included).toBe("");
  });
});
