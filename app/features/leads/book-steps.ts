import { baseFieldName } from "~/shared/forms/fields";

/** Without JavaScript all three are one page. */
export const BOOK_STEPS = [
  {
    id: "move",
    title: "Move",
    heading: "Your move",
    fields: ["service", "fromCity", "fromArea", "toCity", "toArea", "moveDate", "flexibleDate"],
  },
  { id: "details", title: "Details", heading: "What is moving", fields: ["propertySize", "floor", "lift", "extras"] },
  { id: "contact", title: "Contact", heading: "Your contact details", fields: ["name", "phone", "email", "notes"] },
] as const;


/** Unknown fields go to the last step. */
export function stepOfField(name: string): number {
  const base = baseFieldName(name);
  const index = BOOK_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(base));
  return index === -1 ? BOOK_STEPS.length - 1 : index;
}

export function invalidFieldsOn(step: number, errors: Record<string, unknown> | null | undefined): string[] {
  const names = Object.entries(errors ?? {})
    .filter(([name, messages]) => name !== "" && Array.isArray(messages) && messages.length > 0 && stepOfField(name) === step)
    .map(([name]) => baseFieldName(name));
  const order = BOOK_STEPS[step].fields as readonly string[];
  return [...new Set(names)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export function firstStepWithError(errors: Record<string, unknown> | null | undefined): number | null {
  for (let step = 0; step < BOOK_STEPS.length; step++) {
    if (invalidFieldsOn(step, errors).length) return step;
  }
  return null;
}
