import { z } from "zod";
import { quoteInputSchema } from "~contract/leads";
import { formCheckbox, formList, formNumber, formText } from "./form-values";
import { isTruckSize, TRUCK_RENTAL_SERVICE } from "./lead-labels";
import { todayInPakistan } from "./pakistan-date";

/**
 * The /book form: form data adapted, then the API's own quoteInputSchema,
 * plus the rules a form can check before anything is sent (a date not in
 * the past, a date or "flexible", a vehicle size for truck rental).
 * Client-safe: the browser validates each step with it, the action again.
 */
export const DATE_OR_FLEXIBLE_MESSAGE = "Choose a date or tick “My dates are flexible”";
export const PAST_DATE_MESSAGE = "Choose today or a later date";
export const TRUCK_SIZE_MESSAGE = "Choose a vehicle: Suzuki pickup, Shehzore or Mazda";

const quoteFormData = z.object({
  service: formText,
  fromCity: formText,
  fromArea: formText,
  toCity: formText,
  toArea: formText,
  moveDate: formText,
  flexibleDate: formCheckbox,
  propertySize: formText,
  floor: formNumber,
  lift: formCheckbox,
  extras: formList,
  name: formText,
  phone: formText,
  email: formText,
  notes: formText,
});

/** Cross-field rules run even when another field is wrong, unless their own fields are. */
const unlessInvalid =
  (...fields: string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

export const quoteFormSchema = quoteFormData.pipe(
  quoteInputSchema
    .refine((value) => !value.moveDate || value.moveDate >= todayInPakistan(), {
      path: ["moveDate"],
      message: PAST_DATE_MESSAGE,
      when: unlessInvalid("moveDate"),
    })
    .refine((value) => Boolean(value.moveDate) || value.flexibleDate, {
      path: ["moveDate"],
      message: DATE_OR_FLEXIBLE_MESSAGE,
      when: unlessInvalid("moveDate", "flexibleDate"),
    })
    .refine((value) => value.service !== TRUCK_RENTAL_SERVICE || isTruckSize(value.propertySize), {
      path: ["propertySize"],
      message: TRUCK_SIZE_MESSAGE,
      when: unlessInvalid("service", "propertySize"),
    }),
);

export type QuoteFormValue = z.output<typeof quoteFormSchema>;

/** The three steps of the form with JavaScript, and the fields each one checks before "Next". */
export const QUOTE_STEPS = [
  { id: "move", title: "Move", fields: ["service", "fromCity", "fromArea", "toCity", "toArea", "moveDate", "flexibleDate"] },
  { id: "details", title: "Details", fields: ["propertySize", "floor", "lift", "extras"] },
  { id: "contact", title: "Contact", fields: ["name", "phone", "email", "notes"] },
] as const;

/** The step a field belongs to ("extras[1]" belongs to "extras"); unknown fields go to the last step. */
export function stepOfField(name: string): number {
  const base = name.replace(/[[.].*$/, "");
  const index = QUOTE_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(base));
  return index === -1 ? QUOTE_STEPS.length - 1 : index;
}
