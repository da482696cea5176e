import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppDeps } from "./deps";
import type { AppEnv } from "./lib/app-env";
import { isDatabaseUnavailable, isInputRejectedByDatabase, UNAVAILABLE_MESSAGE } from "./lib/db-errors";
import { HttpError, unreadableBody } from "./lib/http-errors";
import { createApiMetrics } from "./lib/metrics";
import { authRoutes } from "./routes/auth";
import { VersionConflict } from "./blogs/version-conflict";
import { blogRevisionRoutes } from "./routes/blog-revisions";
import { blogRoutes } from "./routes/blogs";
import { commentRoutes } from "./routes/comments";
import { fleetRoutes } from "./routes/fleet";
import { paymentRoutes } from "./routes/payments";
import { jobRoutes } from "./routes/jobs";
import { healthRoutes } from "./routes/health";
import { imageRoutes } from "./routes/images";
import { dashboardRoutes } from "./routes/dashboard";
import { leadRoutes } from "./routes/leads";
import { moveRoutes } from "./routes/moves";
import { MOVE_LIMITS } from "./contract/moves";
import { testClockRoutes, testClockSync } from "./routes/test-clock";
import { uploadRoutes } from "./routes/uploads";
import { redactPath } from "../shared/redact-path";
import { userRoutes } from "./routes/users";

export type { AppDeps } from "./deps";

export const JSON_BODY_LIMIT = 64 * 1024;
/** A whole post: 200 000 characters of description, UTF-8, JSON-escaped. */
const AUTOSAVE_BODY_LIMIT = 2 * 1024 * 1024;

function tooLarge(limitBytes: number): MiddlewareHandler<AppEnv> {
  const mb = limitBytes / (1024 * 1024);
  const shown = mb >= 1 ? `${+mb.toFixed(1)} MB` : `${Math.round(limitBytes / 1024)} KB`;
  const limit = bodyLimit({
    maxSize: limitBytes,
    // The unread body makes the connection unusable: say so, or the client's next request on it fails.
    onError: (c) => c.json({ message: `Request body is too large (limit ${shown})` }, 413, { Connection: "close" }),
  });
  return async (c, next) => {
    // Without Content-Length: a client that goes away half-way is a bad request, not a server error.
    let reached = false;
    try {
      return await limit(c, () => {
        reached = true;
        return next();
      });
    } catch (error) {
      if (reached || error instanceof HttpError) throw error;
      throw unreadableBody();
    }
  };
}

/** A compressed body is refused, so a few KB of gzip cannot expand into gigabytes. */
const identityBodiesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const encoding = c.req.header("content-encoding")?.trim();
  if (encoding && encoding.toLowerCase() !== "identity") {
    const shown = encoding.length <= 40 && /^[\x20-\x7e]*$/.test(encoding) ? encoding : "…";
    return c.json({ message: `Compressed request bodies are not accepted (Content-Encoding: ${shown})` }, 415, { Connection: "close" });
  }
  return next();
};

/** Never the query, bodies or headers; tokens shortened (shared/redact-path.ts). */
function requestLog(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    deps.logger.info(`${c.req.method} ${redactPath(c.req.path)} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  };
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  app.use("*", requestLog(deps));
  // On the API's own port, never public.
  const metrics = createApiMetrics({ outbox: deps.outbox });
  app.use("*", metrics.middleware);
  app.get("/metrics", async (c) => {
    const { contentType, body } = await metrics.scrape();
    return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
  });
  app.use("*", async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    if (c.req.path.startsWith("/api/")) c.header("Cache-Control", "no-store");
  });

  app.use("*", identityBodiesOnly);

  const uploadLimit = tooLarge(config.uploads.maxFiles * config.uploads.maxBytes + 1024 * 1024);
  const jsonLimit = tooLarge(JSON_BODY_LIMIT);
  const autosaveLimit = tooLarge(AUTOSAVE_BODY_LIMIT);
  const photoLimit = tooLarge(MOVE_LIMITS.photosPerUpload * MOVE_LIMITS.photoBytes + 1024 * 1024);
  app.use("/api/*", (c, next) => {
    const blogWrite = (c.req.method === "POST" || c.req.method === "PUT") && /^\/api\/blogs\/?$/.test(c.req.path);
    // After the token or staff check.
    const photoUpload = c.req.method === "POST" && /^\/api\/(?:moves\/[^/]+|leads\/[^/]+\/move)\/photos$/.test(c.req.path);
    if (blogWrite || photoUpload) return next();
    const autosave = c.req.method === "POST" && /^\/api\/blogs\/[^/]+\/autosave$/.test(c.req.path);
    return (autosave ? autosaveLimit : jsonLimit)(c, next);
  });

  if (config.testClock) app.use("/api/*", testClockSync(deps));
  app.route("/api", blogRoutes(deps, uploadLimit));
  app.route("/api", blogRevisionRoutes(deps));
  // Never mounted in production.
  if (config.testClock) app.route("/api", testClockRoutes(deps));
  app.route("/api", commentRoutes(deps, deps.limits.comments));
  app.route("/api", authRoutes(deps, deps.limits.login));
  // Before the lead routes: "waiting" is no lead id.
  app.route("/api", dashboardRoutes(deps));
  app.route("/api", leadRoutes(deps, deps.limits.leads));
  app.route("/api", moveRoutes(deps, photoLimit, deps.limits.leads));
  app.route("/api", userRoutes(deps));
  app.route("/api", fleetRoutes(deps));
  app.route("/api", paymentRoutes(deps));
  app.route("/api", jobRoutes(deps));
  app.route("/api", imageRoutes(deps));
  app.route("/api", healthRoutes(deps));
  app.route("/", uploadRoutes(deps));

  app.notFound((c) => c.json({ message: "Not found" }, 404));
  app.onError((error, c) => {
    if (error instanceof VersionConflict) return c.json(error.body, 409);
    if (error instanceof HttpError) {
      return c.json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.status, error.headers);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || "Bad request" }, error.status);
    }
    if (isInputRejectedByDatabase(error)) {
      // Defence in depth: input the edge checks let through but the database refuses.
      deps.logger.warn("Input refused by the database", { method: c.req.method, path: redactPath(c.req.path), error: (error as Error)?.message });
      return c.json({ message: "Invalid input" }, 400);
    }
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn("Database unavailable", { method: c.req.method, path: redactPath(c.req.path), error: (error as Error)?.message });
      return c.json({ message: UNAVAILABLE_MESSAGE }, 503, { "Retry-After": "5" });
    }
    deps.logger.error("Unhandled error", { method: c.req.method, path: redactPath(c.req.path), error });
    return c.json({ message: "Internal server error" }, 500);
  });
  return app;
}
