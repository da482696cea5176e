import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

/**
 * The Prometheus metrics the API (api/lib/metrics.ts) and the web server
 * (server/metrics.ts) both expose, defined once so the two answer with the
 * same names, labels and buckets and one dashboard reads either:
 * - manzil_http_requests_total by method, route pattern and status;
 * - manzil_http_request_duration_seconds by method and route pattern;
 * - the process's memory, CPU, event-loop lag and GC (prom-client defaults).
 * Here, outside api/ and app/, so neither process imports the other's code.
 */
const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface HttpMetrics {
  registry: Registry;
  requests: Counter<"method" | "route" | "status">;
  duration: Histogram<"method" | "route">;
  /** The text exposition of the process metrics and every metric in `registry`. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

let processRegistry: Registry | undefined;

/** Process metrics are registered once per process (tests start many servers in one). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * A fresh registry holding the request counter and latency histogram.
 * `answeredBy` and `timedUntil` finish their help texts ("the API", "the answer's headers").
 */
export function createHttpMetrics(options: { answeredBy: string; timedUntil: string }): HttpMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: "manzil_http_requests_total",
    help: `Requests answered by ${options.answeredBy}, by method, route pattern and status.`,
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "manzil_http_request_duration_seconds",
    help: `Time from receiving a request to ${options.timedUntil}, by method and route pattern.`,
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  return {
    registry,
    requests,
    duration,
    async scrape() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
