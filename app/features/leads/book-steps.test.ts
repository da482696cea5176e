import { describe, expect, it } from "vitest";
import { firstStepWithError, invalidFieldsOn, stepOfField } from "./book-steps";

describe("book steps", () => {
  it("knows which step each field is on", () => {
    expect(stepOfField("service")).toBe(0);
    expect(stepOfField("moveDate")).toBe(0);
    expect(stepOfField("extras[1]")).toBe(1);
    expect(stepOfField("phone")).toBe(2);
    expect(stepOfField("something-else")).toBe(2);
  });

  it("lists a step's invalid fields in form order", () => {
    const errors = { phone: ["Phone is required"], name: ["Name is required"], service: ["Choose a service"], email: null, "extras[0]": ["bad"] };
    expect(invalidFieldsOn(2, errors)).toEqual(["name", "phone"]);
    expect(invalidFieldsOn(1, errors)).toEqual(["extras"]);
    expect(invalidFieldsOn(0, errors)).toEqual(["service"]);
  });

  it("finds the first step that needs attention", () => {
    expect(firstStepWithError({ phone: ["x"], propertySize: ["y"] })).toBe(1);
    expect(firstStepWithError({ "": ["form error"], email: null })).toBeNull();
    expect(firstStepWithError(undefined)).toBeNull();
  });
});
