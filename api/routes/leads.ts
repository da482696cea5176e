import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { requireStaff } from "../auth/require-staff";
import { reserve, type ApiLimits } from "../auth/limits";
import { idSchema } from "../contract/common";
import { ESTIMATE_TOKEN_PATTERN, estimateInputSchema } from "../contract/estimates";
import { takeHoneypot } from "../contract/honeypot";
import { IDEMPOTENCY_KEY_HEADER } from "../contract/idempotency";
import {
  contactInputSchema,
  duplicateActionInputSchema,
  idempotencyKeySchema,
  leadLanguageFieldSchema,
  leadListQuerySchema,
  leadNoteInputSchema,
  leadSourceSchema,
  leadUpdateInputSchema,
  quoteInputSchema,
  TOO_MANY_REQUESTS_MESSAGE,
} from "../contract/leads";
import type { AppDeps } from "../deps";
import { toStaffEstimate } from "../leads/estimate-store";
import { idempotencyFingerprint } from "../lib/idempotency";
import { leadCsvBytes, leadCsvHeader, leadsCsvFilename } from "../leads/lead-csv";
import { CUSTOMER, LEADS_PAGE_SIZE, staffActor, toLeadAnswer } from "../leads/lead-store";
import type { AppEnv } from "../lib/app-env";
import { HttpError, badRequest, notFound, parseOrThrow, tooManyRequests } from "../lib/http-errors";
import { newLeadReference } from "../lib/ids";
import { readJsonObject } from "../lib/request-body";
import { requestIp } from "../lib/request-ip";

/** A contact request may give only one. */
function personKey(input: { phone: string; email: string }): string {
  return input.phone || input.email.toLowerCase();
}

export function leadRoutes(deps: AppDeps, limiters: ApiLimits["leads"]): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staffOnly = requireStaff(deps.tokens);

  const receive = (kind: "quote" | "contact") => async (c: Context<AppEnv>) => {
    const { isBot, rest } = takeHoneypot(await readJsonObject(c));
    const { source: sentSource, language: sentLanguage, ...body } = rest;
    // Validated first: a visitor fixing a typo does not use up their allowance.
    const input = isBot ? null : kind === "quote" ? parseOrThrow(quoteInputSchema, body) : parseOrThrow(contactInputSchema, body);
    const { language } = parseOrThrow(leadLanguageFieldSchema, { language: sentLanguage });
    const keyHeader = c.req.header(IDEMPOTENCY_KEY_HEADER);
    const key = keyHeader === undefined ? null : parseOrThrow(idempotencyKeySchema, keyHeader);
    const idempotencyKey = key && input ? idempotencyFingerprint(kind, key, input) : null;
    // A retry of a stored submission is answered with its first reference, and does not use up the allowance.
    if (idempotencyKey) {
      const earlier = await deps.leads.findByIdempotencyKey(idempotencyKey);
      if (earlier) return c.json({ success: true as const, reference: earlier.reference, ...(await moveOf(earlier)) }, 201);
    }
    // Per person first; per address only a far higher ceiling (carrier-grade NAT).
    const verdict = await reserve([
      ...(input ? [[limiters.perPerson, personKey(input)] as const] : []),
      [limiters.perAddress, requestIp(c, deps.config.trustedProxies)] as const,
    ]);
    if (!verdict.ok) throw tooManyRequests(TOO_MANY_REQUESTS_MESSAGE, verdict.retryAfterSeconds);
    // A bot gets the answer a person would, and nothing is stored or sent.
    if (!input) return c.json({ success: true as const, reference: newLeadReference(), ...(kind === "quote" ? { moveToken: randomBytes(32).toString("base64url") } : {}) }, 201);
    // A malformed source is dropped, never a reason to lose the lead.
    const source = leadSourceSchema.safeParse(sentSource ?? {});
    const { lead, created } = await deps.leads.create(kind, input, { source: source.success ? source.data : undefined, idempotencyKey, language });
    if (created) {
      await deps.customerMail?.acknowledge(lead);
      deps.outbox?.kick();
    }
    return c.json({ success: true as const, reference: lead.reference, ...(await moveOf(lead)) }, 201);
  };
  // At once: the thank-you page links to it.
  const moveOf = async (lead: { id: string; kind: string }) => (lead.kind === "quote" ? { moveToken: (await deps.moves.ensureForLead(lead.id)).token } : {});
  routes.post("/sendQuote", receive("quote"));
  routes.post("/sendEmail", receive("contact"));

  const { estimates } = deps;
  const staffOf = (c: Context<AppEnv>) => staffActor(c.get("staff")!);

  // Fixed paths first: "counts" or "estimates" would otherwise be taken for a lead id.
  routes.get("/leads/counts", staffOnly, async (c) => c.json(await deps.leads.counts()));

  routes.get("/leads/export.csv", staffOnly, async (c) => {
    const query = parseOrThrow(leadListQuerySchema, c.req.query());
    const encoder = new TextEncoder();
    const batches = deps.leads.exportBatches(query, leadCsvBytes);
    // The first batch is read before answering, so a query the database refuses is still a 4xx, not a cut-off 200.
    let pending: IteratorResult<Uint8Array> | undefined = await batches.next();
    // Pulled batch by batch: a slow reader holds the next query back, so memory stays flat.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(leadCsvHeader()));
      },
      async pull(controller) {
        const next = pending ?? (await batches.next());
        pending = undefined;
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${leadsCsvFilename()}"`,
    });
  });

  // No login: the token reaches this one estimate only.
  const estimateToken = (c: Context<AppEnv>) => {
    const token = c.req.param("token")!;
    if (!ESTIMATE_TOKEN_PATTERN.test(token)) throw notFound("Estimate not found");
    return token;
  };
  routes.get("/leads/estimates/:token", async (c) => {
    const token = estimateToken(c);
    const estimate = await estimates.byToken(token);
    if (!estimate) throw notFound("Estimate not found");
    return c.json({ ...estimate, inventory: await deps.moves.inventoryOfEstimate(token) });
  });
  routes.post("/leads/estimates/:token/accept", async (c) => {
    const token = estimateToken(c);
    const estimate = await estimates.accept(token);
    if (!estimate) throw notFound("Estimate not found");
    if (estimate.state === "expired") throw new HttpError(410, "This estimate has expired. Please call or WhatsApp us for a new one.");
    if (estimate.state === "withdrawn") throw new HttpError(410, "This estimate has been withdrawn. Please call or WhatsApp us.");
    // Books the first job day, made once however often this is retried.
    const leadId = await estimates.leadIdOf(token);
    if (leadId) await deps.jobs.ensureForLead(leadId, CUSTOMER);
    return c.json(estimate);
  });

  routes.get("/leads", staffOnly, async (c) => {
    const query = parseOrThrow(leadListQuerySchema, c.req.query());
    const [{ leads, total, totalCapped }, counts] = await Promise.all([deps.leads.list(query), deps.leads.counts()]);
    return c.json({ leads, total, totalCapped, page: query.page, limit: LEADS_PAGE_SIZE, counts });
  });

  // Anything that is not an id names no lead (and never reaches the database).
  const leadId = (c: Context<AppEnv>) => {
    const id = c.req.param("id")!;
    if (!idSchema.safeParse(id).success) throw notFound("Lead not found");
    return id;
  };

  const detail = async (id: string) => {
    const lead = await deps.leads.get(id);
    if (!lead) throw notFound("Lead not found");
    const [timeline, estimateList, duplicates] = await Promise.all([
      deps.leads.timeline(lead),
      estimates.forLead(id),
      deps.leads.duplicatesOf(id),
    ]);
    return {
      ...toLeadAnswer(lead),
      firstResponse: lead.first_response_at ? { at: lead.first_response_at, officeMinutes: deps.dashboard.responseMinutes(lead)! } : null,
      timeline,
      estimates: estimateList,
      duplicates: duplicates.map((d) => ({ _id: d.id, reference: d.reference, name: d.name, createdAt: d.created_at, state: d.duplicate_state ?? "flagged" })),
    };
  };

  routes.get("/leads/:id", staffOnly, async (c) => c.json(await detail(leadId(c))));

  routes.patch("/leads/:id", staffOnly, async (c) => {
    const id = leadId(c);
    const input = parseOrThrow(leadUpdateInputSchema, await readJsonObject(c));
    const lead = await deps.leads.update(id, input, staffOf(c));
    if (!lead) throw notFound("Lead not found");
    if (lead.status === "booked" && input.status === "booked") await deps.jobs.ensureForLead(id, staffOf(c), input.moveDate);
    return c.json(toLeadAnswer(lead));
  });

  routes.post("/leads/:id/notes", staffOnly, async (c) => {
    const id = leadId(c);
    const { text, kind } = parseOrThrow(leadNoteInputSchema, await readJsonObject(c));
    if (!(await deps.leads.addNote(id, text, staffOf(c), kind))) throw notFound("Lead not found");
    return c.json(await detail(id), 201);
  });

  routes.post("/leads/:id/duplicate", staffOnly, async (c) => {
    const id = leadId(c);
    const { action } = parseOrThrow(duplicateActionInputSchema, await readJsonObject(c));
    const result = await deps.leads.resolveDuplicate(id, action, staffOf(c));
    if (!result) throw notFound("Lead not found");
    if (result === "not-flagged") throw new HttpError(409, "This lead is not flagged as a duplicate");
    return c.json(toLeadAnswer(result));
  });

  routes.post("/leads/:id/estimates", staffOnly, async (c) => {
    const id = leadId(c);
    const input = parseOrThrow(estimateInputSchema, await readJsonObject(c));
    const lead = await deps.leads.get(id);
    if (!lead) throw notFound("Lead not found");
    if (lead.status === "lost" || lead.status === "moved") throw badRequest(`An estimate cannot be written for a lead that is ${lead.status}`);
    const row = await estimates.create(lead, input, staffOf(c));
    await deps.customerMail?.estimate(lead, row);
    return c.json(toStaffEstimate(row), 201);
  });

  const estimateIdOf = (c: Context<AppEnv>) => {
    const estimateId = c.req.param("estimateId")!;
    if (!idSchema.safeParse(estimateId).success) throw notFound("Estimate not found");
    return estimateId;
  };

  routes.put("/leads/:id/estimates/:estimateId", staffOnly, async (c) => {
    const id = leadId(c);
    const estimateId = estimateIdOf(c);
    const input = parseOrThrow(estimateInputSchema, await readJsonObject(c));
    const result = await estimates.revise(id, estimateId, input, staffOf(c));
    if (!result) throw notFound("Estimate not found");
    if (result === "not-open") throw new HttpError(409, "Only an open estimate can be revised");
    const lead = await deps.leads.get(id);
    if (lead) await deps.customerMail?.estimate(lead, result);
    return c.json(toStaffEstimate(result));
  });

  routes.post("/leads/:id/estimates/:estimateId/withdraw", staffOnly, async (c) => {
    const id = leadId(c);
    const estimateId = estimateIdOf(c);
    const result = await estimates.withdraw(id, estimateId, staffOf(c));
    if (!result) throw notFound("Estimate not found");
    if (result === "not-open") throw new HttpError(409, "Only an open estimate can be withdrawn");
    return c.json(toStaffEstimate(result));
  });

  return routes;
}
