import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PHONE_MESSAGE } from "~contract/leads";
import { contactFormSchema } from "./contact-form-schema";
import { todayInPakistan } from "~contract/pakistan-time";
import { DATE_OR_FLEXIBLE_MESSAGE, PAST_DATE_MESSAGE, quoteFormSchema, TRUCK_SIZE_MESSAGE } from "./quote-form-schema";
import { CONTACT_FIELD_ORDER, QUOTE_FIELD_ORDER } from "./field-order";

function formData(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
}
/** The submission, with `error` readable whatever its status (Conform types it on failures only). */
const withErrors = <T extends { status?: string }>(submission: T) => submission as T & { error?: Record<string, string[] | null> };
const parseQuote = (fields: Record<string, string | string[]>) =>
  withErrors(parseWithZod(formData(fields), { schema: quoteFormSchema, disableAutoCoercion: true }));
const parseContact = (fields: Record<string, string | string[]>) =>
  withErrors(parseWithZod(formData(fields), { schema: contactFormSchema, disableAutoCoercion: true }));

const validQuote = {
  service: "house",
  fromCity: "lahore",
  fromArea: "DHA Phase 5",
  toCity: "islamabad",
  toArea: "",
  moveDate: "2099-05-01",
  propertySize: "2-bed",
  floor: "",
  name: "Ayesha Khan",
  phone: "0300-1234567",
  email: "",
  notes: "",
};

describe("quoteFormSchema", () => {
  it("turns form values into the API's quote: checkboxes to booleans, extras to a list, phone normalised", () => {
    const submission = parseQuote({ ...validQuote, lift: "on", flexibleDate: "on", extras: ["packing", "insurance"], floor: "3" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      phone: "+923001234567",
      lift: true,
      flexibleDate: true,
      extras: ["packing", "insurance"],
      floor: 3,
    });
  });

  it("reads unticked checkboxes as false, one extra as a list and an empty floor as 0", () => {
    const submission = parseQuote({ ...validQuote, extras: "packing" });
    expect(submission.status === "success" && submission.value).toMatchObject({ lift: false, flexibleDate: false, extras: ["packing"], floor: 0 });
  });

  it("reports the contract's messages for missing fields", () => {
    const submission = parseQuote({});
    expect(submission.error).toMatchObject({
      service: ["Choose a service"],
      fromCity: ["Choose where you are moving from"],
      toCity: ["Choose where you are moving to"],
      propertySize: ["Choose the size of the move"],
      name: ["Name is required"],
      phone: ["Phone is required"],
      moveDate: [DATE_OR_FLEXIBLE_MESSAGE],
    });
  });

  it("rejects a phone number that is not a Pakistani mobile", () => {
    expect(parseQuote({ ...validQuote, phone: "12345" }).error).toEqual({ phone: [PHONE_MESSAGE] });
  });

  it("accepts today, or no date when the dates are flexible, and rejects a past date", () => {
    expect(parseQuote({ ...validQuote, moveDate: todayInPakistan() }).status).toBe("success");
    expect(parseQuote({ ...validQuote, moveDate: "", flexibleDate: "on" }).status).toBe("success");
    expect(parseQuote({ ...validQuote, moveDate: "2001-01-01" }).error).toEqual({ moveDate: [PAST_DATE_MESSAGE] });
  });

  it("wants a vehicle size for truck rental", () => {
    expect(parseQuote({ ...validQuote, service: "truck-rental" }).error).toEqual({ propertySize: [TRUCK_SIZE_MESSAGE] });
    expect(parseQuote({ ...validQuote, service: "truck-rental", propertySize: "mazda" }).status).toBe("success");
  });
});

describe("contactFormSchema", () => {
  it("accepts a phone number or an e-mail address", () => {
    expect(parseContact({ name: "Bilal", phone: "0321 7654321", email: "", message: "Hi" }).status).toBe("success");
    expect(parseContact({ name: "Bilal", phone: "", email: "bilal@example.com", message: "Hi" }).status).toBe("success");
  });

  it("wants at least one way to reach the visitor", () => {
    expect(parseContact({ name: "Bilal", phone: "", email: "", message: "Hi" }).error).toEqual({
      phone: ["Give a phone number or an e-mail address"],
    });
  });

  it("reports missing fields and a bad phone or e-mail", () => {
    expect(parseContact({ phone: "123", email: "not-an-email" }).error).toEqual({
      name: ["Name is required"],
      phone: [PHONE_MESSAGE],
      email: ["Enter a valid e-mail address"],
      message: ["Message is required"],
    });
  });
});

describe("the error summary's field order", () => {
  it("names every field of each form's schema, in the schema's (the page's) order", () => {
    expect(Object.keys(quoteFormSchema.in.shape)).toEqual([...QUOTE_FIELD_ORDER]);
    expect(Object.keys(contactFormSchema.in.shape)).toEqual([...CONTACT_FIELD_ORDER]);
  });
});
