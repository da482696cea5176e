import { z } from "zod";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { JOB_STATUSES } from "~contract/jobs";

/** The API checks what was typed and its refusal is the form's message: one set of rules. */
const text = z.string().max(2_000).default("");
const ids = z.array(z.string().max(64)).max(60).default([]);
const address = z.object({ house: text, street: text, block: text, area: text, city: text, landmark: text }).default({ house: "", street: "", block: "", area: "", city: "", landmark: "" });

export const jobFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("schedule"), date: text, windowStart: text, windowEnd: text }),
  z.object({ intent: z.literal("plan"), needs: z.array(z.object({ vehicleClass: text, count: text })).max(10).default([]), crewSize: text, notes: text }),
  z.object({ intent: z.literal("assign"), vehicleIds: ids, crewIds: ids, crewLeadId: text }),
  z.object({ intent: z.literal("status"), status: z.enum(JOB_STATUSES), reason: text }),
  z.object({ intent: z.literal("day"), date: text }),
  z.object({ intent: z.literal("addresses"), [IDEMPOTENCY_KEY_FIELD]: z.string().max(100).optional(), from: address, to: address }),
]);
export type JobIntent = z.infer<typeof jobFormSchema>["intent"];

/** Anything else goes to the API as it is, for its message. */
export const countOf = (value: string): number | string => (/^\s*\d+\s*$/.test(value) ? Number(value) : value);
