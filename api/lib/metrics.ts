import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { Counter, Gauge } from "prom-client";
import { createHttpMetrics } from "../../shared/http-metrics";
import type { AppEnv } from "./app-env";

/**
 * GET /metrics on the API's own port, never public (README "Scaling out"). Routes are labelled by pattern,
 * never the raw path, so a scan of random URLs cannot create unbounded series.
 */
export interface ApiMetrics {
  middleware: MiddlewareHandler<AppEnv>;
  scrape(): Promise<{ contentType: string; body: string }>;
}

/** `unmatched` when only the catch-all middlewares ran (a 404). */
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
