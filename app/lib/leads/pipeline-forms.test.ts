import { describe, expect, it } from "vitest";
import { isoToPakistanLocal, pakistanLocalToIso, readEstimateForm, readPipelineForm } from "./pipeline-forms";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("pipeline forms", () => {
  it("reads a follow-up typed in Pakistan time as an instant, and shows it back the same", () => {
    expect(pakistanLocalToIso("2030-03-15T15:00")).toBe("2030-03-15T15:00:00+05:00");
    expect(pakistanLocalToIso("")).toBeNull();
    expect(isoToPakistanLocal("2030-03-15T10:00:00.000Z")).toBe("2030-03-15T15:00");
  });

  it("sends the lost reason only with lost, and an empty owner as nobody", () => {
    expect(readPipelineForm(form({ status: "contacted", lostReason: "price", ownerId: "", followUpAt: "" }))).toEqual({ status: "contacted", ownerId: null, followUpAt: null });
    expect(readPipelineForm(form({ status: "lost", lostReason: "price" }))).toEqual({ status: "lost", lostReason: "price" });
  });

  it("skips empty estimate lines and reads amounts as people type them", () => {
    const input = readEstimateForm(
      form({ line0Description: "Shehzore", line0Amount: "Rs. 65,000", line1Description: "", line1Amount: "", line2Description: "Packing", line2Amount: "-5" }),
    );
    expect(input.lines).toEqual([
      { description: "Shehzore", amount: 65_000 },
      { description: "Packing", amount: -5 },
    ]);
    expect(input.advance).toBe(0);
  });
});
