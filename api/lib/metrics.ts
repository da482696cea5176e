import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/database";
import type { AppEnv } from "./app-env";

/**
 * The API's Prometheus metrics (prom-client), answered at GET /metrics on
 * the API's own port, which is never public: the front proxy's internal
 * listener refuses /metrics, and only the web instances and the monitoring
 * system reach an API instance directly (README "Scaling out").
 *
 * - manzil_http_requests_total / manzil_http_request_duration_seconds, by
 *   method, route pattern (`/api/blogs/:id`, never the raw path, so a scan of
 *   random URLs cannot create unbounded series) and status;
 * - manzil_rate_limit_refusals_total by route: every 429 the limits gave;
 * - manzil_outbox_backlog by kind: e-mails stored but not yet accepted by the
 *   SMTP server (only when SMTP_URL is set: without it nothing is ever sent);
 * - the process's memory, CPU, event-loop lag and GC (prom-client defaults).
 */
export interface ApiMetrics {
  middleware: MiddlewareHandler<AppEnv>;
  /** The text exposition of every metric. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

let processRegistry: Registry | undefined;

/** Process metrics are registered once per process (tests start many apps in one). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The route pattern that answered, or `unmatched` when only the catch-all middlewares ran (a 404). */
function routeLabel(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const last = matchedRoutes(c).at(-1);
  if (!last || last.path === "*" || last.path === "/*" || last.path.endsWith("/*")) return "unmatched";
  return last.path;
}

export function createApiMetrics(options: { db: Db; outbox: boolean }): ApiMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: "manzil_http_requests_total",
    help: "Requests answered by the API, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "manzil_http_request_duration_seconds",
    help: "Time from receiving a request to the answer's headers, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: "manzil_rate_limit_refusals_total",
    help: "Requests refused by a rate limit (429), by route pattern.",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  if (options.outbox) {
    const { db } = options;
    new Gauge({
      name: "manzil_outbox_backlog",
      help: "E-mails stored and not yet accepted by the SMTP server: lead notifications and customer mails.",
      labelNames: ["kind"] as const,
      registers: [registry],
      async collect() {
        const [leads, customer] = await Promise.all([
          db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).where("notified_at", "is", null).executeTakeFirstOrThrow(),
          db.selectFrom("mail_outbox").select((eb) => eb.fn.countAll<number>().as("n")).where("sent_at", "is", null).executeTakeFirstOrThrow(),
        ]);
        this.set({ kind: "lead" }, Number(leads.n));
        this.set({ kind: "customer" }, Number(customer.n));
      },
    });
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeLabel(c);
      const status = String(c.res.status);
      requests.inc({ method: c.req.method, route, status });
      duration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
      if (status === "429") refusals.inc({ route });
    }
  };

  return {
    middleware,
    async scrape() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
