/**
 * The quote and contact forms' fields in the order the pages show them: the
 * error summary lists problems in it. Written out, not read from the zod
 * schemas, so the form pages' JavaScript does not carry zod (27 KB gzip);
 * form-schemas.test.ts checks the schemas agree.
 */
export const QUOTE_FIELD_ORDER = ["service", "fromCity", "fromArea", "toCity", "toArea", "moveDate", "flexibleDate", "propertySize", "floor", "lift", "extras", "name", "phone", "email", "notes"] as const;
export const CONTACT_FIELD_ORDER = ["name", "phone", "email", "message"] as const;
