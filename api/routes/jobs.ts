import { type Context, Hono } from "hono";
import { requireStaff } from "../auth/require-staff";
import { idSchema } from "../contract/common";
import {
  jobAssignmentInputSchema,
  jobDayInputSchema,
  jobPlanInputSchema,
  jobScheduleInputSchema,
  jobsQuerySchema,
  jobStatusInputSchema,
  moveAddressesInputSchema,
} from "../contract/jobs";
import { MOVE_TOKEN_PATTERN } from "../contract/moves";
import type { AppDeps } from "../deps";
import { CUSTOMER, staffActor } from "../leads/lead-store";
import type { AppEnv } from "../lib/app-env";
import { notFound, parseOrThrow } from "../lib/http-errors";
import { readJsonObject } from "../lib/request-body";
import { idempotencyKeyOf } from "./fleet";

/** A customer's booking and addresses are theirs alone: no shared cache may keep them. */
const PRIVATE = { "Cache-Control": "private, no-store" };

export function jobRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staffOnly = requireStaff(deps.tokens);
  const { jobs } = deps;
  const idOf = (c: Context<AppEnv>, what: string) => {
    const id = c.req.param("id")!;
    if (!idSchema.safeParse(id).success) throw notFound(`${what} not found`);
    return id;
  };
  const found = <T>(value: T | undefined): T => {
    if (!value) throw notFound("Job not found");
    return value;
  };
  const actorOf = (c: Context<AppEnv>) => staffActor(c.get("staff")!);
  const leadOf = async (c: Context<AppEnv>) => {
    const lead = await deps.leads.get(idOf(c, "Lead"));
    if (!lead || lead.kind !== "quote") throw notFound("Lead not found");
    return lead;
  };
  const moveOf = async (c: Context<AppEnv>) => {
    const token = c.req.param("token") ?? "";
    const move = MOVE_TOKEN_PATTERN.test(token) ? await deps.moves.byToken(token) : undefined;
    if (!move) throw notFound("Move not found");
    return move;
  };

  routes.get("/jobs", staffOnly, async (c) => {
    const query = parseOrThrow(jobsQuerySchema, c.req.query());
    return c.json(await jobs.calendar(query.from, query.to, query.city));
  });
  routes.get("/jobs/:id", staffOnly, async (c) => c.json(found(await jobs.detail(idOf(c, "Job")))));
  routes.put("/jobs/:id/schedule", staffOnly, async (c) => {
    const id = idOf(c, "Job");
    return c.json(found(await jobs.schedule(id, parseOrThrow(jobScheduleInputSchema, await readJsonObject(c)), actorOf(c))));
  });
  routes.put("/jobs/:id/plan", staffOnly, async (c) => {
    const id = idOf(c, "Job");
    return c.json(found(await jobs.plan(id, parseOrThrow(jobPlanInputSchema, await readJsonObject(c)), actorOf(c))));
  });
  routes.put("/jobs/:id/assignments", staffOnly, async (c) => {
    const id = idOf(c, "Job");
    return c.json(found(await jobs.assign(id, parseOrThrow(jobAssignmentInputSchema, await readJsonObject(c)), actorOf(c))));
  });
  routes.post("/jobs/:id/status", staffOnly, async (c) => {
    const id = idOf(c, "Job");
    return c.json(found(await jobs.setStatus(id, parseOrThrow(jobStatusInputSchema, await readJsonObject(c)), actorOf(c))));
  });

  routes.post("/jobs/:id/reminders", staffOnly, async (c) => {
    if (!(await jobs.recordReminder(idOf(c, "Job"), "whatsapp", actorOf(c)))) throw notFound("Job not found");
    return c.json({ success: true as const }, 201);
  });

  routes.get("/leads/:id/jobs", staffOnly, async (c) => c.json({ jobs: await jobs.forLead((await leadOf(c)).id) }));
  routes.post("/leads/:id/jobs", staffOnly, async (c) => {
    const lead = await leadOf(c);
    const { date } = parseOrThrow(jobDayInputSchema, await readJsonObject(c));
    const job = await jobs.addDay(lead.id, date, actorOf(c));
    if (!job) throw notFound("This lead has no job yet: book it first");
    return c.json(job, 201);
  });
  routes.put("/leads/:id/move/addresses", staffOnly, async (c) => {
    const lead = await leadOf(c);
    const input = parseOrThrow(moveAddressesInputSchema, await readJsonObject(c));
    await jobs.saveAddresses(lead.id, input, actorOf(c), idempotencyKeyOf(c, `addresses:${lead.id}`));
    return c.json(await jobs.forCustomer(lead.id), 200, PRIVATE);
  });

  routes.get("/moves/:token/job", async (c) => c.json(await jobs.forCustomer((await moveOf(c)).lead_id), 200, PRIVATE));
  routes.put("/moves/:token/addresses", async (c) => {
    const move = await moveOf(c);
    const input = parseOrThrow(moveAddressesInputSchema, await readJsonObject(c));
    await jobs.saveAddresses(move.lead_id, input, CUSTOMER, idempotencyKeyOf(c, `addresses:${move.lead_id}`));
    return c.json(await jobs.forCustomer(move.lead_id), 200, PRIVATE);
  });
  return routes;
}
