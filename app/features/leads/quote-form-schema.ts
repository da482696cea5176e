import { z } from "zod";
import { quoteInputSchema } from "~contract/leads";
import { contractStage, formCheckbox, formList, formNumber, formText } from "./form-values";
import { isTruckSize, TRUCK_RENTAL_SERVICE } from "./lead-options";
import { todayInPakistan } from "~contract/pakistan-time";

/** The API's own quoteInputSchema plus rules a form checks first (no past date, date or "flexible", truck size). */
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

const quoteRules = quoteInputSchema
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
  });

export const quoteFormSchema = quoteFormData.pipe(
  contractStage<z.output<typeof quoteRules>, z.output<typeof quoteFormData>>(quoteRules),
);
