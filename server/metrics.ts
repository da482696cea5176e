import { timingSafeEqual } from "node:crypto";
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { createHttpMetrics } from "../shared/http-metrics";

/**
 * The web server's Prometheus metrics (prom-client): requests and latency by
 * method, route pattern and status, and the process's memory, CPU, event-loop
 * lag and GC. GET /metrics answers only with `Authorization: Bearer
 * <METRICS_TOKEN>`; without the setting, or with another token, it is a 404
 * like any unknown path. The front proxy refuses /metrics from the public too
 * (deploy/nginx), so the monitoring system scrapes each instance directly.
 */
type BuildRoutes = ServerBuild["routes"];
interface Pattern {
  label: string;
  regex: RegExp;
  staticSegments: number;
}

/** Each Remix route's full path as a pattern (`/blog/:id/:slug`), most specific first. */
function routePatterns(routes: BuildRoutes): Pattern[] {
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const own = route.path ?? "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return own ? `${parent.replace(/\/$/, "")}/${own.replace(/^\//, "")}` : parent;
  };
  const patterns = new Map<string, Pattern>();
  for (const route of Object.values(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const label = fullPath(route.id) || "/";
    const segments = label.split("/").filter(Boolean);
    const source = segments
      .map((segment) => {
        if (segment === "*") return "(?:/.*)?";
        if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      })
      .join("");
    patterns.set(label, { label, regex: new RegExp(`^${source || "/"}/?$`, "i"), staticSegments: segments.filter((s) => s !== "*" && !s.startsWith(":")).length });
  }
  // Static segments win over parameters, and a splat comes last, as in Remix's own ranking.
  return [...patterns.values()].sort((a, b) => Number(a.label.endsWith("*")) - Number(b.label.endsWith("*")) || b.staticSegments - a.staticSegments);
}

/** A bounded label for a path: a route pattern, `/assets/*`, `static`, or `unmatched`. */
function routeLabel(patterns: Pattern[], path: string, servedStatic: boolean): string {
  if (path.startsWith("/assets/")) return "/assets/*";
  if (servedStatic) return "static";
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
  return patterns.find((pattern) => pattern.regex.test(page))?.label ?? "unmatched";
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface WebMetrics {
  /** First in the chain: times every answer. */
  count: RequestHandler;
  /** GET /metrics with the token; anything else goes on. */
  serve: RequestHandler;
  /** Marks an answer as a static file (set by the static-file handlers' headers hook). */
  markStatic(res: Parameters<RequestHandler>[1]): void;
}

export function createWebMetrics(options: { routes: BuildRoutes; token?: string }): WebMetrics {
  const patterns = routePatterns(options.routes);
  const { requests, duration, scrape } = createHttpMetrics({ answeredBy: "the web server", timedUntil: "the end of its answer" });

  return {
    count: (req, res, next) => {
      const started = process.hrtime.bigint();
      res.once("close", () => {
        if (res.locals.metricsScrape) return;
        const route = routeLabel(patterns, req.path, Boolean(res.locals.servedStatic));
        const method = ["GET", "HEAD", "POST", "OPTIONS"].includes(req.method) ? req.method : "other";
        requests.inc({ method, route, status: res.headersSent ? String(res.statusCode) : "aborted" });
        duration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
      });
      next();
    },
    serve: (req, res, next) => {
      if (req.path !== "/metrics" || req.method !== "GET") return next();
      const auth = req.headers.authorization ?? "";
      const given = auth.startsWith("Bearer ") ? auth.slice("Bearer ".length) : "";
      if (!options.token || !sameToken(given, options.token)) return next();
      res.locals.metricsScrape = true;
      scrape().then(
        ({ contentType, body }) => {
          res.setHeader("Content-Type", contentType);
          res.setHeader("Cache-Control", "no-store");
          res.end(body);
        },
        (error: unknown) => next(error),
      );
    },
    markStatic: (res) => {
      res.locals.servedStatic = true;
    },
  };
}
