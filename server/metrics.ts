import { timingSafeEqual } from "node:crypto";
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { createHttpMetrics } from "../shared/http-metrics";

/** Without METRICS_TOKEN, or with another token, /metrics is a 404 like any unknown path; deploy/nginx refuses it from the public too. */
type BuildRoutes = ServerBuild["routes"];
interface Pattern {
  label: string;
  regex: RegExp;
  staticSegments: number;
}

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
  // As in Remix's own ranking.
  return [...patterns.values()].sort((a, b) => Number(a.label.endsWith("*")) - Number(b.label.endsWith("*")) || b.staticSegments - a.staticSegments);
}

/** Bounded labels: a route pattern, `/assets/*`, `static` or `unmatched`. */
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
  count: RequestHandler;
  serve: RequestHandler;
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
