import { z } from "zod";
import { crewInputSchema, vehicleInputSchema } from "~contract/fleet";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";

/** Told apart by `intent`; an id means edit. */
const optionalId = z.string().max(64).optional();
const key = z.string().max(100).optional();

export const vehicleFormSchema = vehicleInputSchema.extend({ intent: z.literal("vehicle"), id: optionalId, [IDEMPOTENCY_KEY_FIELD]: key });
export const crewFormSchema = crewInputSchema.extend({ intent: z.literal("crew"), id: optionalId, [IDEMPOTENCY_KEY_FIELD]: key });

export const fleetFormSchema = z.discriminatedUnion("intent", [
  vehicleFormSchema,
  crewFormSchema,
  z.object({ intent: z.literal("vehicle-active"), id: z.string().min(1).max(64), active: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("crew-active"), id: z.string().min(1).max(64), active: z.enum(["true", "false"]) }),
]);
export type FleetIntent = z.infer<typeof fleetFormSchema>["intent"];
