import { type Context, Hono } from "hono";
import { requireStaff } from "../auth/require-staff";
import { idSchema } from "../contract/common";
import { crewInputSchema, vehicleInputSchema } from "../contract/fleet";
import { IDEMPOTENCY_KEY_HEADER } from "../contract/idempotency";
import { idempotencyKeySchema } from "../contract/leads";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { notFound, parseOrThrow } from "../lib/http-errors";
import { readJsonObject } from "../lib/request-body";

export function idempotencyKeyOf(c: Context<AppEnv>, scope: string): string | null {
  const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
  return header === undefined ? null : `${scope}:${parseOrThrow(idempotencyKeySchema, header)}`;
}

/** Retire and reinstate instead of delete. */
export function fleetRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staffOnly = requireStaff(deps.tokens);
  const { fleet } = deps;
  const idOf = (c: Context<AppEnv>, what: string) => {
    const id = c.req.param("id")!;
    if (!idSchema.safeParse(id).success) throw notFound(`${what} not found`);
    return id;
  };
  const found = <T>(value: T | undefined, what: string): T => {
    if (!value) throw notFound(`${what} not found`);
    return value;
  };

  routes.get("/fleet", staffOnly, async (c) => c.json(await fleet.list()));

  routes.post("/fleet/vehicles", staffOnly, async (c) => {
    const key = idempotencyKeyOf(c, "vehicle");
    const input = parseOrThrow(vehicleInputSchema, await readJsonObject(c));
    return c.json(await fleet.addVehicle(input, key), 201);
  });
  routes.put("/fleet/vehicles/:id", staffOnly, async (c) => {
    const id = idOf(c, "Vehicle");
    const input = parseOrThrow(vehicleInputSchema, await readJsonObject(c));
    return c.json(found(await fleet.updateVehicle(id, input), "Vehicle"));
  });
  routes.post("/fleet/vehicles/:id/retire", staffOnly, async (c) => c.json(found(await fleet.setVehicleActive(idOf(c, "Vehicle"), false), "Vehicle")));
  routes.post("/fleet/vehicles/:id/reinstate", staffOnly, async (c) => c.json(found(await fleet.setVehicleActive(idOf(c, "Vehicle"), true), "Vehicle")));

  routes.post("/fleet/crew", staffOnly, async (c) => {
    const key = idempotencyKeyOf(c, "crew");
    const input = parseOrThrow(crewInputSchema, await readJsonObject(c));
    return c.json(await fleet.addCrewMember(input, key), 201);
  });
  routes.put("/fleet/crew/:id", staffOnly, async (c) => {
    const id = idOf(c, "Crew member");
    const input = parseOrThrow(crewInputSchema, await readJsonObject(c));
    return c.json(found(await fleet.updateCrewMember(id, input), "Crew member"));
  });
  routes.post("/fleet/crew/:id/retire", staffOnly, async (c) => c.json(found(await fleet.setCrewMemberActive(idOf(c, "Crew member"), false), "Crew member")));
  routes.post("/fleet/crew/:id/reinstate", staffOnly, async (c) => c.json(found(await fleet.setCrewMemberActive(idOf(c, "Crew member"), true), "Crew member")));

  return routes;
}
