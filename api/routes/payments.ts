import { type Context, Hono } from "hono";
import { requireStaff } from "../auth/require-staff";
import { idSchema } from "../contract/common";
import { paymentInputSchema } from "../contract/payments";
import type { AppDeps } from "../deps";
import { staffActor } from "../leads/lead-store";
import type { AppEnv } from "../lib/app-env";
import { notFound, parseOrThrow } from "../lib/http-errors";
import { readJsonObject } from "../lib/request-body";
import { toPayment } from "../payments/payment-store";
import { idempotencyKeyOf } from "./fleet";

export function paymentRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staffOnly = requireStaff(deps.tokens);
  const { payments } = deps;
  const idOf = (c: Context<AppEnv>, what: string) => {
    const id = c.req.param("id")!;
    if (!idSchema.safeParse(id).success) throw notFound(`${what} not found`);
    return id;
  };

  routes.get("/payments", staffOnly, async (c) => c.json(await payments.overview()));

  routes.get("/payments/:id", staffOnly, async (c) => {
    const receipt = await payments.receipt(idOf(c, "Payment"));
    if (!receipt) throw notFound("Payment not found");
    return c.json(receipt);
  });

  routes.get("/leads/:id/payments", staffOnly, async (c) => {
    const id = idOf(c, "Lead");
    if (!(await deps.leads.get(id))) throw notFound("Lead not found");
    return c.json(await payments.forLead(id));
  });

  routes.post("/leads/:id/payments", staffOnly, async (c) => {
    const id = idOf(c, "Lead");
    const key = idempotencyKeyOf(c, `payment:${id}`);
    const input = parseOrThrow(paymentInputSchema, await readJsonObject(c));
    const row = await payments.record(id, input, staffActor(c.get("staff")!), key);
    if (!row) throw notFound("Lead not found");
    return c.json(toPayment(row), 201);
  });

  return routes;
}
