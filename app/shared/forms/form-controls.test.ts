import { describe, expect, it } from "vitest";
import { plainControls } from "./form-controls";

const constraint = { name: { required: true, maxLength: 100 }, extras: { required: false, multiple: true }, lift: { required: false } };

describe("plainControls (the form before or without JavaScript)", () => {
  it("uses Conform's ids, so nothing moves when the enhanced form takes over", () => {
    expect(plainControls("book-form", constraint).field("name")).toEqual({
      id: "book-form-name",
      name: "name",
      errorId: "book-form-name-error",
      descriptionId: "book-form-name-description",
      errors: undefined,
    });
  });

  it("puts back the values and errors of the last server answer, with aria attributes", () => {
    const controls = plainControls("book-form", constraint, {
      status: "error",
      initialValue: { name: "", phone: "12345", lift: "on", extras: ["packing", "insurance"] },
      error: { name: ["Name is required"] },
    });
    expect(controls.input("name", "text", "hint-id")).toMatchObject({
      required: true,
      maxLength: 100,
      defaultValue: "",
      "aria-invalid": true,
      "aria-describedby": "book-form-name-error hint-id",
    });
    expect(controls.input("phone", "tel")).toMatchObject({ defaultValue: "12345", "aria-invalid": undefined, "aria-describedby": undefined });
    expect(controls.checkbox("lift")).toMatchObject({ type: "checkbox", value: "on", defaultChecked: true });
    expect(controls.checkboxes("extras", ["packing", "storage", "insurance"]).map((box) => [box.id, box.defaultChecked])).toEqual([
      ["book-form-extras-packing", true],
      ["book-form-extras-storage", false],
      ["book-form-extras-insurance", true],
    ]);
  });

  it("starts from defaults (e.g. ?service=) when there is no answer yet", () => {
    expect(plainControls("book-form", constraint, undefined, { service: "office" }).select("service")).toMatchObject({ defaultValue: "office" });
  });
});
