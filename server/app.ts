import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type ErrorRequestHandler, type Request as ExpressRequest, type RequestHandler, type Response as ExpressResponse } from "express";
import { MAX_EDITOR_BODY_BYTES, MAX_FORM_BYTES, MAX_MOVE_PHOTOS_BODY_BYTES } from "../app/shared/http/body-limits";
import { FORM_SHAPE_MESSAGES } from "../app/shared/http/form-limits";
import type { LogFormat, Logger } from "../shared/logger";
import { accessLog, logAnswered } from "./access-log";
import { cappedBody, declaredTooLarge } from "./body-limit";
import { BODY_TOO_SLOW_MESSAGE, watchBodyPace } from "./body-pace";
import { BodySlots } from "./body-slots";
import { checkFormFields, readFormBody } from "./form-bounds";
import { boundaryOf, countMultipartParts } from "./multipart-parts";
import { checkPathCost, urduCaseRedirect } from "./path-limits";
import { sendRefusal } from "./refusal-page";
import { checkContentType, checkHost, checkMethod, checkSameOrigin, checkTarget, isEditorPath, isMovePhotoPath, originOf } from "./request-guards";
import { isbot } from "isbot";
import { FIRST_PAGE_MARK } from "../app/shared/visit/visit-mark";
import { landingCookieOf, markedPageCookieOf } from "../app/shared/visit/visit-source.server";
import { PRIVATE_NO_STORE } from "../app/shared/http/cache-control";
import { notingPublicWrites } from "../app/shared/http/public-writes.server";
import { createWebMetrics } from "./metrics";
import { PageCache } from "./page-cache";
import { assetHeadersOnly, edgeAddsSiteWideHeaders, securityHeaders } from "./security-headers";
import { staffCookieReader } from "./staff-cookie";
import { normaliseAddress, type TrustProxy } from "./trust-proxy";

/** The production web server (docs/decisions/015-own-web-server-and-supervision.md): every protection that must hold for every route sits in front of Remix. */
export interface WebAppOptions {
  build: ServerBuild;
  clientDir: string;
  trustProxy: TrustProxy;
  sessionSecrets: string[];
  /** API_URL: asked whether a staff session still lives before its large editor bodies are read. */
  apiUrl?: string;
  /** Accepted as an Origin besides the request's own. */
  siteUrl?: string;
  mode?: string;
  log?: Logger;
  logFormat?: LogFormat;
  /** Unset, GET /metrics is a 404. */
  metricsToken?: string;
  /** 0 = off. */
  publicCacheMs?: number;
  /** See the heap arithmetic in scripts/lib/web-server.ts. */
  maxBodiesInFlight?: number;
  maxUploadsInFlight?: number;
  pageCache?: PageCache;
}

type WebLoadContext = { clientAddress?: string };

const DEFAULT_MAX_BODIES_IN_FLIGHT = 64;
const DEFAULT_MAX_UPLOADS_IN_FLIGHT = 2;
// A refused body is drained so the sender can read the answer; a stalled or oversized one is cut off.
const DRAIN_IDLE_MS = 5_000;
const BUSY_MESSAGE = "The server is busy. Please try again in a few seconds.";
const DRAIN_MAX_BYTES = 128 * 1024 * 1024;

function createWebApp(options: WebAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  // Express's own routing must not 404 or redirect before Remix.
  app.set("strict routing", true);

  const trusted = options.trustProxy !== false;
  const siteOrigin = options.siteUrl ? originOf(options.siteUrl) : undefined;
  const isStaff = staffCookieReader(options.sessionSecrets, options.apiUrl);
  const maxBodies = options.maxBodiesInFlight ?? DEFAULT_MAX_BODIES_IN_FLIGHT;
  const maxUploads = options.maxUploadsInFlight ?? DEFAULT_MAX_UPLOADS_IN_FLIGHT;
  const bodySlots = new BodySlots(maxBodies, maxUploads);
  const pageCache = options.pageCache ?? new PageCache(options.publicCacheMs ?? 0);
  const fromEdge = edgeCheck(app, trusted);

  const metrics = createWebMetrics({ routes: options.build.routes, token: options.metricsToken });
  app.use(metrics.count);
  if (options.log !== undefined) app.use(accessLog(options.log, options.logFormat));
  app.use(securityHeaders());

  app.use((req, res, next) => {
    const refusal = checkHost(req.headers, trusted) ?? checkMethod(req.method) ?? checkTarget(req.originalUrl) ?? checkPathCost(req.originalUrl);
    if (refusal) return sendRefusal(res, req, refusal.status, refusal.message, refusal.headers);
    const urdu = req.method === "GET" || req.method === "HEAD" ? urduCaseRedirect(req.originalUrl) : undefined;
    if (urdu) {
      res.setHeader("Cache-Control", "public, max-age=3600");
      return res.redirect(301, urdu);
    }
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", "GET, HEAD, POST, OPTIONS");
      res.statusCode = 204;
      return res.end();
    }
    next();
  });
  app.use(metrics.serve);

  // Never cached: it marks a visit's first page.
  app.get(FIRST_PAGE_MARK, (req, res) => {
    if (!isbot(req.headers["user-agent"] ?? "")) {
      const cookie = markedPageCookieOf({ host: requestHost(req), cookie: req.headers.cookie ?? null, referer: req.headers.referer ?? null });
      if (cookie) res.appendHeader("Set-Cookie", cookie);
    }
    res.setHeader("Cache-Control", PRIVATE_NO_STORE);
    res.type("gif").send(TRANSPARENT_GIF);
  });

  app.use(compression());
  // Precompressed at build time (zopfli, brotli 11): smaller than compressing on the fly.
  const precompressed = { enableBrotli: true, orderPreference: ["br", "gz"], index: false as const };
  const markStatic = (res: IncomingMessage | ServerResponse) => metrics.markStatic(res as ExpressResponse);
  // Hashed, so never revalidated; no "public": these never need credentials.
  const asset = (res: ServerResponse, filePath: string) => {
    markStatic(res);
    assetHeadersOnly(res, filePath);
    res.setHeader("Cache-Control", "max-age=31536000, immutable");
  };
  const assetOptions = { cacheControl: false, index: false, redirect: false, etag: false, lastModified: false, acceptRanges: false, setHeaders: asset };
  app.use("/assets", expressStaticGzip(path.join(options.clientDir, "assets"), { ...precompressed, serveStatic: assetOptions }));
  app.use(expressStaticGzip(options.clientDir, { ...precompressed, serveStatic: { maxAge: "1h", index: false, redirect: false, setHeaders: markStatic } }));

  app.use((req, res, next) => {
    const listened = (req as CacheableRequest)[PAGE_CACHE_KEY];
    const key = listened ?? (req.method === "GET" || req.method === "HEAD" ? pageCache.keyFor(req, req.secure) : undefined);
    res.locals.pageCache = key ? { key, generation: pageCache.generation } : undefined;
    if (key && !listened) renderBegins(pageCache, key, res);
    next();
  });

  const guardBody: RequestHandler = async (req, res, next) => {
    if (req.method !== "POST") return next();
    const sameOrigin = checkSameOrigin(req.method, req.headers, ownOrigins(req, siteOrigin));
    if (sameOrigin) return sendRefusal(res, req, sameOrigin.status, sameOrigin.message);

    const editor = isEditorPath(req.path) && (await isStaff(req.headers.cookie));
    // The API checks the move page's token; a body sent to a wrong one is bounded like any other.
    const movePhotos = !editor && isMovePhotoPath(req.path);
    const type = checkContentType(req.headers, editor || movePhotos);
    if ("status" in type) return sendRefusal(res, req, type.status, type.message);

    const limit = type.kind === "multipart" ? (movePhotos ? MAX_MOVE_PHOTOS_BODY_BYTES : MAX_EDITOR_BODY_BYTES) : MAX_FORM_BYTES;
    if (declaredTooLarge(req, limit)) return refuseTooLarge(req, res, limit);

    const evicted = () => {
      res.locals.refused = true;
      sendRefusal(res, req, 503, BUSY_MESSAGE, { "Retry-After": "5", Connection: "close" });
      req.socket.destroySoon();
    };
    const slot = bodySlots.take(normaliseAddress(req.ip) ?? "-", type.kind === "multipart", evicted);
    if (slot === "busy" || slot === "address") {
      if (slot === "busy") return refuseAndDiscard(req, res, 503, BUSY_MESSAGE, { "Retry-After": "5" });
      return refuseAndDiscard(req, res, 429, "Too many forms are being sent from your address at once. Please wait for them to finish.", { "Retry-After": "5" });
    }
    res.once("close", slot);
    if (type.kind !== "none") {
      const stopWatching = watchBodyPace(req, () => {
        res.locals.refused = true;
        sendRefusal(res, req, 408, BODY_TOO_SLOW_MESSAGE, { Connection: "close" });
        req.socket.destroySoon();
      });
      res.once("close", stopWatching);
    }
    res.locals.bodyLimit = limit;
    res.locals.bodyKind = type.kind;
    next();
  };
  app.use(guardBody);

  const guardFormShape: RequestHandler = async (req, res, next) => {
    if (req.method !== "POST" || res.locals.bodyKind !== "form") return next();
    const limit = res.locals.bodyLimit as number;
    const read = await readFormBody(req, limit);
    if ("tooLarge" in read) return refuseTooLarge(req, res, limit);
    if ("failed" in read || res.locals.refused) return;
    const refusal = checkFormFields(read.body.toString("utf8"));
    if (refusal) return sendRefusal(res, req, refusal.status, refusal.message);
    res.locals.formBody = read.body;
    next();
  };
  app.use(guardFormShape);

  const handleRemix = createRequestHandler(options.build, options.mode ?? process.env.NODE_ENV);
  app.all("*", async (req, res, next) => {
    const controller = new AbortController();
    let overflowed = false;
    try {
      const request = remixRequest(req, res, controller, trusted, (refuse) => {
        overflowed = true;
        controller.abort();
        refuse();
      });
      const context: WebLoadContext = { clientAddress: normaliseAddress(req.ip) };
      const { result: response, changedPublicPages } = await notingPublicWrites(() => handleRemix(request, context));
      if (overflowed || res.locals.refused || res.headersSent) {
        await response.body?.cancel().catch(() => {});
        return;
      }
      // Nothing else drops pages rendered before a new post or comment.
      if (changedPublicPages) pageCache.clear();
      // Notes the referring site: the answer is this visitor's own.
      const landing = /^text\/html/.test(response.headers.get("content-type") ?? "") ? landingCookie(req) : null;
      const cacheable = res.locals.pageCache as { key: string; generation: number } | undefined;
      await sendResponse(
        res,
        response,
        cacheable && !landing && response.headers.get("x-cache") === "MISS"
          ? (body) => {
              void pageCache.store(cacheable.key, cacheable.generation, { status: res.statusCode, headers: sentHeaders(res) }, body);
              return pageCache.answerRendered(cacheable.key, req, res, fromEdge(req));
            }
          : undefined,
        landing ? { "Set-Cookie": landing, "Cache-Control": PRIVATE_NO_STORE } : undefined,
      );
    } catch (error) {
      if (overflowed || res.locals.refused) return;
      next(error);
    }
  });

  const onError: ErrorRequestHandler = (error: { status?: number; statusCode?: number; message?: string }, req, res, _next) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendRefusal(res, req, status, "The request could not be understood.");
    console.error("Unhandled error answering", req.method, req.path, error);
    if (res.headersSent) return res.destroy();
    sendRefusal(res, req, 500, "Something went wrong on our side. Please try again.");
  };
  app.use(onError);
  return app;
}


function ownOrigins(req: ExpressRequest, siteOrigin: string | undefined): string[] {
  const origins = [`${req.protocol}://${requestHost(req)}`];
  if (siteOrigin) origins.push(siteOrigin);
  return origins;
}

const TRANSPARENT_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const PAGE_CACHE_KEY = Symbol("page cache key");
const WAITED = Symbol("waited for a render");
type CacheableRequest = IncomingMessage & { [PAGE_CACHE_KEY]?: string; [WAITED]?: boolean };

/** Answers cached pages before Express sets anything up (ADR 021); a bad Host or other target still reaches the chain that refuses it. */
export function createWebServerHandler(options: WebAppOptions): RequestListener {
  const pageCache = options.pageCache ?? new PageCache(options.publicCacheMs ?? 0);
  const app = createWebApp({ ...options, pageCache });
  const trusted = options.trustProxy !== false;
  const fromEdge = edgeCheck(app, trusted);
  const { log, logFormat = "text" } = options;
  // Same `secure`, `protocol` and `ip` (proxy trust included) as the chain's.
  const asExpress = (req: IncomingMessage) => Object.setPrototypeOf(req, app.request) as ExpressRequest;
  const handle: RequestListener = (req, res) => {
    if (pageCache.enabled && (req.method === "GET" || req.method === "HEAD")) {
      const https = trusted && req.headers["x-forwarded-proto"] !== undefined ? asExpress(req).secure : (req.socket as TLSSocket).encrypted === true;
      const key = pageCache.keyFor(req, https);
      if (key && !checkHost(req.headers, trusted)) {
        const landing = req.headers.referer ? landingCookie(asExpress(req)) : null;
        const started = log ? performance.now() : 0;
        const retry = (req as CacheableRequest)[WAITED]
          ? undefined
          : () => {
              (req as CacheableRequest)[WAITED] = true;
              if (!res.destroyed) handle(req, res);
            };
        const extra = landing ? { "Set-Cookie": landing, "Cache-Control": PRIVATE_NO_STORE } : undefined;
        const bytes = pageCache.answer(key, req, res, { extra, wait: retry, edge: fromEdge(req) });
        if (bytes === "waiting") return;
        if (bytes !== undefined) {
          if (log) {
            // Without X-Forwarded-For the visitor is the socket's peer: no proxy-addr walk.
            const remote = normaliseAddress(trusted && req.headers["x-forwarded-for"] !== undefined ? asExpress(req).ip : req.socket.remoteAddress);
            logAnswered(log, logFormat, req.url ?? "/", { remote, method: req.method, status: res.statusCode, bytes, ms: performance.now() - started });
          }
          return;
        }
        (req as CacheableRequest)[PAGE_CACHE_KEY] = key;
        // Marked here so requests arriving meanwhile already see the render under way.
        renderBegins(pageCache, key, res);
      }
    }
    app(req, res);
  };
  return handle;
}

function renderBegins(pageCache: PageCache, key: string, res: ServerResponse): void {
  pageCache.began(key);
  res.once("close", () => pageCache.settled(key));
}

/** The front proxy adds the site-wide security headers itself, so cached answers to it leave them out. */
function edgeCheck(app: express.Express, trusted: boolean): (req: IncomingMessage) => boolean {
  if (!trusted) return () => false;
  const trustedPeer = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  return (req) => edgeAddsSiteWideHeaders(req, (address) => trustedPeer(address, 0));
}

function landingCookie(req: ExpressRequest): string | null {
  const referer = req.headers.referer;
  if (!referer || req.headers.cookie?.includes("__src=") || isbot(req.headers["user-agent"] ?? "")) return null;
  if (!/text\/html/.test(req.headers.accept ?? "") || (req.url ?? "").includes(".data")) return null;
  return landingCookieOf({ method: "GET", url: new URL(req.url ?? "/", `${req.protocol}://${requestHost(req)}`), cookie: req.headers.cookie ?? null, referer });
}

function sentHeaders(res: ServerResponse): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}

function requestHost(req: ExpressRequest): string {
  const forwarded = req.app.get("trust proxy") !== false ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || req.get("host") || "localhost";
}

function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  const kb = Math.round(limit / 1024);
  const what = limit > 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${kb} KB`;
  refuseAndDiscard(req, res, 413, `The form is too large (at most ${what}). Shorten the text or attach fewer or smaller images.`);
}

function refuseTooManyParts(req: IncomingMessage, res: ServerResponse): void {
  req.unpipe();
  refuseAndDiscard(req, res, 413, FORM_SHAPE_MESSAGES.tooManyFields);
}

/** Closes only once the body is read, as nginx lingers: closing while the sender still writes resets the socket and loses the answer. */
function refuseAndDiscard(req: IncomingMessage, res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  if (!res.headersSent && !res.shouldKeepAlive && !req.complete) {
    res.shouldKeepAlive = true;
    req.once("end", () => req.socket.destroySoon());
  }
  sendRefusal(res, req, status, message, headers);
  discardBody(req);
}

function discardBody(req: IncomingMessage): void {
  req.unpipe();
  let drained = 0;
  const idle = setTimeout(() => req.socket.destroy(), DRAIN_IDLE_MS);
  idle.unref();
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) req.socket.destroy();
    else idle.refresh();
  });
  req.once("end", () => clearTimeout(idle));
  req.once("close", () => clearTimeout(idle));
  watchBodyPace(req, () => req.socket.destroy());
  req.resume();
}

// From anyone but a trusted proxy these are the visitor's own words.
const PROXY_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

/** Like @remix-run/express's, but Origin is dropped once our check passed: Remix's own check throws a 500 behind a proxy that rewrites Host. */
function remixRequest(req: ExpressRequest, res: ExpressResponse, controller: AbortController, trusted: boolean, onRefused: (refuse: () => void) => void): Request {
  const url = new URL(`${req.protocol}://${requestHost(req)}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "origin" || (!trusted && PROXY_HEADERS.includes(name))) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method === "POST") {
    // A bare button's POST has no Content-Type; Remix's formData() would throw on it.
    if (!headers.has("content-type")) headers.set("content-type", "application/x-www-form-urlencoded");
    const limit = res.locals.bodyLimit as number;
    const formBody = res.locals.formBody as Buffer | undefined;
    if (formBody) init.body = formBody.buffer.slice(formBody.byteOffset, formBody.byteOffset + formBody.length) as ArrayBuffer;
    else {
      let body = cappedBody(req, limit, () => onRefused(() => refuseTooLarge(req, res, limit)));
      const boundary = res.locals.bodyKind === "multipart" ? boundaryOf(req.headers["content-type"]) : undefined;
      if (boundary) {
        const tooMany = () => onRefused(() => refuseTooManyParts(req, res));
        const capped = body;
        body = capped.pipe(countMultipartParts(boundary, tooMany));
        capped.once("error", (error) => body.destroy(error));
      }
      init.body = createReadableStreamFromReadable(body);
      init.duplex = "half";
    }
  }
  let finished = false;
  res.once("finish", () => (finished = true));
  res.once("close", () => finished || controller.abort());
  return new Request(url.href, init);
}

/** Replaces, not adds to, headers set earlier (helmet's default CSP). */
async function sendResponse(res: ServerResponse, response: Response, kept?: (body: Buffer) => boolean, extra?: Record<string, string>): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) for (const cookie of cookies) res.appendHeader("Set-Cookie", cookie);
  if (extra) {
    for (const [name, value] of Object.entries(extra)) res.appendHeader(name, value);
    if (extra["Cache-Control"]) res.setHeader("Cache-Control", extra["Cache-Control"]);
    res.removeHeader("X-Cache");
  }
  if (!response.body) return void res.end();
  if (!kept) return writeReadableStreamToWritable(response.body, res);
  // Not streamed: pages render whole within a short budget anyway (ADR 021), and a Content-Length comes with it.
  const chunks: Buffer[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(Buffer.from(value));
    if (res.destroyed) {
      await reader.cancel().catch(() => {});
      return;
    }
  }
  const body = Buffer.concat(chunks);
  if (!kept(body)) res.end(body);
}
