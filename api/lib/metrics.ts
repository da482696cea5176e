import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { Counter, Gauge } from "prom-client";
import { createHttpMetrics } from "../../shared/http-metrics";
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

/** The route pattern that answered, or `unmatched` when only the catch-all middlewares ran (a 404). */
function routeLabel(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const last = matchedRoutes(c).at(-1);
  if (!last || last.path === "*" || last.path === "/*" || last.path.endsWith("/*")) return "unmatched";
  return last.path;
}

export function createApiMetrics(options: { outbox?: { backlog(): Promise<{ lead: number; customer: number }> } }): ApiMetrics {
  const { registry, requests, duration, scrape } = createHttpMetrics({ answeredBy: "the API", timedUntil: "the answer's headers" });
  const refusals = new Counter({
    name: "manzil_rate_limit_refusals_total",
    help: "Requests refused by a rate limit (429), by route pattern.",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  const { outbox } = options;
  if (outbox) {
    new Gauge({
      name: "manzil_outbox_backlog",
      help: "E-mails stored and not yet accepted by the SMTP server: lead notifications and customer mails.",
      labelNames: ["kind"] as const,
      registers: [registry],
      async collect() {
        const { lead, customer } = await outbox.backlog();
        this.set({ kind: "lead" }, lead);
        this.set({ kind: "customer" }, customer);
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

  return { middleware, scrape };
}
