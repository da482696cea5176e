import { z } from "zod";
import {
  crewMemberSchema,
  fleetSchema,
  vehicleSchema,
  type CrewInput,
  type CrewMember,
  type Fleet,
  type Vehicle,
  type VehicleInput,
} from "~contract/fleet";
import { IDEMPOTENCY_KEY_HEADER } from "~contract/idempotency";
import { apiRequest, type StaffToken } from "~/shared/api/client.server";

/** Every call re-throws ApiError for the route to word. */
export async function fetchFleet(token: StaffToken): Promise<Fleet> {
  return (await apiRequest("/api/fleet", { token, schema: fleetSchema })).data;
}

const keyHeader = (key?: string) => (key ? { [IDEMPOTENCY_KEY_HEADER]: key } : undefined);

export async function saveVehicle(id: string | undefined, input: VehicleInput, token: StaffToken, key?: string): Promise<Vehicle> {
  const path = id ? `/api/fleet/vehicles/${encodeURIComponent(id)}` : "/api/fleet/vehicles";
  return (await apiRequest(path, { method: id ? "PUT" : "POST", json: input, token, headers: id ? undefined : keyHeader(key), schema: vehicleSchema })).data;
}

export async function saveCrewMember(id: string | undefined, input: CrewInput, token: StaffToken, key?: string): Promise<CrewMember> {
  const path = id ? `/api/fleet/crew/${encodeURIComponent(id)}` : "/api/fleet/crew";
  return (await apiRequest(path, { method: id ? "PUT" : "POST", json: input, token, headers: id ? undefined : keyHeader(key), schema: crewMemberSchema })).data;
}

export async function setActive(what: "vehicles" | "crew", id: string, active: boolean, token: StaffToken): Promise<{ active: boolean }> {
  const path = `/api/fleet/${what}/${encodeURIComponent(id)}/${active ? "reinstate" : "retire"}`;
  return (await apiRequest(path, { method: "POST", json: {}, token, schema: z.object({ active: z.boolean() }).loose() })).data;
}
