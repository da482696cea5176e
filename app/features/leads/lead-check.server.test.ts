import { describe, expect, it } from "vitest";
import { checkLeadForm, isCheckedForm } from "./lead-check.server";
import { errorsOf } from "~/shared/forms/form-check";
import { DATE_OR_FLEXIBLE_MESSAGE } from "./quote-form-schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("lead form checks answered by the server (the enhanced forms ship no zod)", () => {
  it("names the same messages the /contact action gives", () => {
    const errors = checkLeadForm("contact", form({ name: "", phone: "", email: "", message: "" }));
    expect(errors.name).toEqual(["Name is required"]);
    expect(errors.message).toEqual(["Message is required"]);
    expect(errors.phone).toEqual(["Give a phone number or an e-mail address"]);
  });

  it("finds nothing wrong with a complete message", () => {
    expect(checkLeadForm("contact", form({ name: "Sana", phone: "0300 1234567", email: "", message: "Moving in May" }))).toEqual({});
  });

  it("checks the quote form's cross-field rules, so 'Next' can stop on the step that needs them", () => {
    const errors = checkLeadForm("quote", form({ service: "house", fromCity: "lahore", toCity: "karachi", moveDate: "" }));
    expect(errors.moveDate).toEqual([DATE_OR_FLEXIBLE_MESSAGE]);
    expect(errorsOf(errors, ["moveDate", "flexibleDate"])).toEqual({ moveDate: [DATE_OR_FLEXIBLE_MESSAGE] });
    expect(errorsOf(errors, ["fromCity", "toCity"])).toEqual({});
  });

  it("knows only the two lead forms", () => {
    expect(isCheckedForm("quote")).toBe(true);
    expect(isCheckedForm("contact")).toBe(true);
    expect(isCheckedForm("toString")).toBe(false);
    expect(isCheckedForm(null)).toBe(false);
  });
});
