import { type Context, Hono } from "hono";
import { requireStaff } from "../auth/require-staff";
import type { Throttle } from "../auth/throttle";
import { idSchema } from "../contract/common";
import { takeHoneypot } from "../contract/honeypot";
import { contactInputSchema, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, leadListQuerySchema, leadStatusInputSchema, quoteInputSchema } from "../contract/leads";
import type { AppDeps } from "../deps";
import { idempotencyFingerprint } from "../leads/idempotency";
import { LEADS_PAGE_SIZE, toLeadAnswer } from "../leads/lead-store";
import type { AppEnv } from "../lib/app-env";
import { notFound, parseOrThrow, tooManyRequests } from "../lib/http-errors";
import { newLeadReference } from "../lib/ids";
import { readJsonObject } from "../lib/request-body";
import { requestIp } from "../lib/request-ip";

export function leadRoutes(deps: AppDeps, throttle: Throttle): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staffOnly = requireStaff(deps.tokens);

  const receive = (kind: "quote" | "contact") => async (c: Context<AppEnv>) => {
    const { isBot, rest: body } = takeHoneypot(await readJsonObject(c));
    // Validated first: a visitor fixing a typo does not use up their allowance.
    const input = isBot ? null : kind === "quote" ? parseOrThrow(quoteInputSchema, body) : parseOrThrow(contactInputSchema, body);
    const keyHeader = c.req.header(IDEMPOTENCY_KEY_HEADER);
    const key = keyHeader === undefined ? null : parseOrThrow(idempotencyKeySchema, keyHeader);
    const idempotencyKey = key && input ? idempotencyFingerprint(kind, key, input) : null;
    // A retry of a stored submission is answered with its first reference, and does not use up the allowance.
    if (idempotencyKey) {
      const earlier = await deps.leads.findByIdempotencyKey(idempotencyKey);
      if (earlier) return c.json({ success: true as const, reference: earlier.reference }, 201);
    }
    const verdict = throttle.consume(requestIp(c, deps.config.trustedProxies));
    if (!verdict.ok) throw tooManyRequests("Too many requests from your connection. Please call or WhatsApp us instead.", verdict.retryAfterSeconds);
    // A bot gets the answer a person would, and nothing is stored or sent.
    if (!input) return c.json({ success: true as const, reference: newLeadReference() }, 201);
    const { lead, created } = await deps.leads.create(kind, input, idempotencyKey);
    if (created) deps.outbox?.kick();
    return c.json({ success: true as const, reference: lead.reference }, 201);
  };
  routes.post("/sendQuote", receive("quote"));
  routes.post("/sendEmail", receive("contact"));

  routes.get("/leads", staffOnly, async (c) => {
    const query = parseOrThrow(leadListQuerySchema, c.req.query());
    const { leads, total } = await deps.leads.list({ kind: query.type, status: query.status, page: query.page });
    return c.json({ leads, total, page: query.page, limit: LEADS_PAGE_SIZE });
  });

  // Anything that is not an id names no lead (and never reaches the database).
  const leadId = (c: Context<AppEnv>) => {
    const id = c.req.param("id")!;
    if (!idSchema.safeParse(id).success) throw notFound("Lead not found");
    return id;
  };

  routes.get("/leads/:id", staffOnly, async (c) => {
    const lead = await deps.leads.get(leadId(c));
    if (!lead) throw notFound("Lead not found");
    return c.json(toLeadAnswer(lead));
  });

  routes.patch("/leads/:id", staffOnly, async (c) => {
    const id = leadId(c);
    const { status } = parseOrThrow(leadStatusInputSchema, await readJsonObject(c));
    const lead = await deps.leads.setStatus(id, status);
    if (!lead) throw notFound("Lead not found");
    return c.json(toLeadAnswer(lead));
  });

  return routes;
}
