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
import { FIRST_PAGE_MARK } from "../app/features/leads/visit-mark";
import { landingCookieOf, markedPageCookieOf } from "../app/features/leads/visit-source.server";
import { PRIVATE_NO_STORE } from "../app/shared/http/cache-control";
import { notingPublicWrites } from "../app/shared/http/public-writes.server";
import { createWebMetrics } from "./metrics";
import { PageCache } from "./page-cache";
import { assetHeadersOnly, edgeAddsSiteWideHeaders, securityHeaders } from "./security-headers";
import { staffCookieReader } from "./staff-cookie";
import { normaliseAddress, type TrustProxy } from "./trust-proxy";

/**
 * The production web server (ADR 015): Express with the Remix
 * request handler, and in front of it every protection that must hold for
 * every request, whichever route it is for. In order:
 *
 * 1. access log (no query strings, cookies or tokens), security headers;
 * 2. a malformed Host → 400; a method no route takes → 405 with Allow;
 * 3. static files: hashed assets immutable for a year, the rest for an hour;
 * 4. for POSTs: the one cross-site check (403), the body type (415), the
 *    body size while it streams (413), a cap on bodies in flight (503) and
 *    on each address's share of them (429), a pace the body must keep (408),
 *    and the shape of forms (fields, names) and of multipart bodies (parts);
 * 5. Remix, with the visitor's socket address (or, behind TRUST_PROXY, the
 *    proxy's) in the load context.
 *
 * Before all of it, `createWebServerHandler` answers pages from the page
 * cache straight from the HTTP server (server/page-cache.ts, ADR 021): a
 * stored page already carries every header the chain gave it.
 */
export interface WebAppOptions {
  build: ServerBuild;
  /** build/client: Vite's output with the hashed assets and the copied public/ files. */
  clientDir: string;
  trustProxy: TrustProxy;
  /** Signing secrets of the staff session cookie (SESSION_SECRET, comma-separated). */
  sessionSecrets: string[];
  /** API_URL: asked whether a staff session still lives before its large editor bodies are read. */
  apiUrl?: string;
  /** SITE_URL: the public address, accepted as an Origin besides the request's own. */
  siteUrl?: string;
  mode?: string;
  /** Log one line per answer (default on). */
  log?: Logger;
  /** `json`: access log lines are JSON objects (LOG_FORMAT). */
  logFormat?: LogFormat;
  /** METRICS_TOKEN: GET /metrics answers only with this bearer token (server/metrics.ts); unset, it is a 404. */
  metricsToken?: string;
  /** How long a shareable page is answered from the page cache (PUBLIC_CACHE_MS; 0 = off). */
  publicCacheMs?: number;
  /** Bodies read at once, and editor uploads among them (see the heap arithmetic in scripts/lib/web-server.ts). */
  maxBodiesInFlight?: number;
  maxUploadsInFlight?: number;
  /** The page cache the server's request listener answers from (createWebServerHandler); a private one otherwise. */
  pageCache?: PageCache;
}

/** What loaders and actions get as `context` (app/shared/http/load-context.ts reads it). */
type WebLoadContext = { clientAddress?: string };

const DEFAULT_MAX_BODIES_IN_FLIGHT = 64;
const DEFAULT_MAX_UPLOADS_IN_FLIGHT = 2;
/**
 * A refused body is read and thrown away so the sender gets to read the
 * answer (a connection cut while it still sends loses the answer with it).
 * It is cut off when it stalls this long, or sends more than this much.
 */
const DRAIN_IDLE_MS = 5_000;
const BUSY_MESSAGE = "The server is busy. Please try again in a few seconds.";
const DRAIN_MAX_BYTES = 128 * 1024 * 1024;

function createWebApp(options: WebAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  // Remix routes by path; Express's own routing must not 404 or redirect first.
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

  // The first page of a visit, told by the image every page shows (app/features/leads/visit-source.server.ts); never cached.
  app.get(FIRST_PAGE_MARK, (req, res) => {
    if (!isbot(req.headers["user-agent"] ?? "")) {
      const cookie = markedPageCookieOf({ host: requestHost(req), cookie: req.headers.cookie ?? null, referer: req.headers.referer ?? null });
      if (cookie) res.appendHeader("Set-Cookie", cookie);
    }
    res.setHeader("Cache-Control", PRIVATE_NO_STORE);
    res.type("gif").send(TRANSPARENT_GIF);
  });

  // Compresses on the fly what is not compressed already (pages, files without a copy below).
  app.use(compression());
  // Static files go out as compressed at build time (scripts/precompress-assets.ts: zopfli gzip and
  // brotli 11), smaller than compressing on the fly; compression() passes over what is encoded already.
  const precompressed = { enableBrotli: true, orderPreference: ["br", "gz"], index: false as const };
  const markStatic = (res: IncomingMessage | ServerResponse) => metrics.markStatic(res as ExpressResponse);
  // Hashed, so never revalidated: no ETag, Last-Modified or Accept-Ranges either, and no "public"
  // (it only matters for answers to requests with credentials, which these never need).
  const asset = (res: ServerResponse, filePath: string) => {
    markStatic(res);
    assetHeadersOnly(res, filePath);
    res.setHeader("Cache-Control", "max-age=31536000, immutable");
  };
  const assetOptions = { cacheControl: false, index: false, redirect: false, etag: false, lastModified: false, acceptRanges: false, setHeaders: asset };
  app.use("/assets", expressStaticGzip(path.join(options.clientDir, "assets"), { ...precompressed, serveStatic: assetOptions }));
  app.use(expressStaticGzip(options.clientDir, { ...precompressed, serveStatic: { maxAge: "1h", index: false, redirect: false, setHeaders: markStatic } }));

  // A page the cache could not answer (server/page-cache.ts): rendered below, and kept if the app marks it shareable.
  app.use((req, res, next) => {
    const listened = (req as CacheableRequest)[PAGE_CACHE_KEY];
    const key = listened ?? (req.method === "GET" || req.method === "HEAD" ? pageCache.keyFor(req, req.secure) : undefined);
    res.locals.pageCache = key ? { key, generation: pageCache.generation } : undefined;
    if (key && !listened) renderBegins(pageCache, key, res);
    next();
  });

  // State-changing requests: same origin, a body type the route takes, a size it can hold.
  const guardBody: RequestHandler = async (req, res, next) => {
    if (req.method !== "POST") return next();
    const sameOrigin = checkSameOrigin(req.method, req.headers, ownOrigins(req, siteOrigin));
    if (sameOrigin) return sendRefusal(res, req, sameOrigin.status, sameOrigin.message);

    const editor = isEditorPath(req.path) && (await isStaff(req.headers.cookie));
    // The move page's token is checked by the API; a body sent to a wrong one is bounded like any other.
    const movePhotos = !editor && isMovePhotoPath(req.path);
    const type = checkContentType(req.headers, editor || movePhotos);
    if ("status" in type) return sendRefusal(res, req, type.status, type.message);

    const limit = type.kind === "multipart" ? (movePhotos ? MAX_MOVE_PHOTOS_BODY_BYTES : MAX_EDITOR_BODY_BYTES) : MAX_FORM_BYTES;
    if (declaredTooLarge(req, limit)) return refuseTooLarge(req, res, limit);

    // Taken back for a fairer claim (server/body-slots.ts): this body is cut off.
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

  // A url-encoded form (at most 64 KB) is read here and its shape checked before Remix parses it (server/form-bounds.ts).
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
      // A post or comment was written: pages rendered before it are stale. Nothing else drops them.
      if (changedPublicPages) pageCache.clear();
      // The first page of a visit another site sent: its answer notes where from, and is this visitor's own.
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


/** The origins this site answers as, for the Origin comparison: the request's own and SITE_URL's. */
function ownOrigins(req: ExpressRequest, siteOrigin: string | undefined): string[] {
  const origins = [`${req.protocol}://${requestHost(req)}`];
  if (siteOrigin) origins.push(siteOrigin);
  return origins;
}

const TRANSPARENT_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const PAGE_CACHE_KEY = Symbol("page cache key");
const WAITED = Symbol("waited for a render");
type CacheableRequest = IncomingMessage & { [PAGE_CACHE_KEY]?: string; [WAITED]?: boolean };

/**
 * The server's request listener: a page the cache holds is answered here,
 * before Express sets up anything (ADR 021). The checks that could refuse a
 * GET still hold: a bad Host, or a target other than the stored page's, go on
 * to the chain, which refuses them. Everything else goes to the Express app.
 *
 * A hit does only what its answer needs: the scheme from the socket (Express's
 * request, with its proxy trust, only when a trusted proxy may have said
 * otherwise, or for a landing visitor's cookie), the stored header list
 * (server/page-cache.ts), and its log line written at once.
 */
export function createWebServerHandler(options: WebAppOptions): RequestListener {
  const pageCache = options.pageCache ?? new PageCache(options.publicCacheMs ?? 0);
  const app = createWebApp({ ...options, pageCache });
  const trusted = options.trustProxy !== false;
  const fromEdge = edgeCheck(app, trusted);
  const { log, logFormat = "text" } = options;
  // Express's own request prototype: the same `secure`, `protocol` and `ip` (proxy trust included) as the chain's.
  const asExpress = (req: IncomingMessage) => Object.setPrototypeOf(req, app.request) as ExpressRequest;
  const handle: RequestListener = (req, res) => {
    if (pageCache.enabled && (req.method === "GET" || req.method === "HEAD")) {
      const https = trusted && req.headers["x-forwarded-proto"] !== undefined ? asExpress(req).secure : (req.socket as TLSSocket).encrypted === true;
      const key = pageCache.keyFor(req, https);
      if (key && !checkHost(req.headers, trusted)) {
        const landing = req.headers.referer ? landingCookie(asExpress(req)) : null;
        const started = log ? performance.now() : 0;
        // Waits at most once for another request's render of the page, then tries again.
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
            // Without X-Forwarded-For the visitor is the socket's peer, trusted proxy or not: no proxy-addr walk.
            const remote = normaliseAddress(trusted && req.headers["x-forwarded-for"] !== undefined ? asExpress(req).ip : req.socket.remoteAddress);
            logAnswered(log, logFormat, req.url ?? "/", { remote, method: req.method, status: res.statusCode, bytes, ms: performance.now() - started });
          }
          return;
        }
        (req as CacheableRequest)[PAGE_CACHE_KEY] = key;
        // Marked here, not deeper in the chain: requests arriving meanwhile must already see the render under way.
        renderBegins(pageCache, key, res);
      }
    }
    app(req, res);
  };
  return handle;
}

/** However this render ends (stored, not shareable, failed), the next request may render the page again. */
function renderBegins(pageCache: PageCache, key: string, res: ServerResponse): void {
  pageCache.began(key);
  res.once("close", () => pageCache.settled(key));
}

/**
 * Whether a request comes from the front proxy recipe, which adds the
 * site-wide security headers itself (server/security-headers.ts): it says so,
 * and TRUST_PROXY trusts the peer it came from. Its page cache answers then
 * leave those headers out, and the proxy stores a smaller copy.
 */
function edgeCheck(app: express.Express, trusted: boolean): (req: IncomingMessage) => boolean {
  if (!trusted) return () => false;
  const trustedPeer = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  return (req) => edgeAddsSiteWideHeaders(req, (address) => trustedPeer(address, 0));
}

/** The Set-Cookie of a first page that another site sent (app/features/leads/visit-source.server.ts), or null. */
function landingCookie(req: ExpressRequest): string | null {
  const referer = req.headers.referer;
  if (!referer || req.headers.cookie?.includes("__src=") || isbot(req.headers["user-agent"] ?? "")) return null;
  if (!/text\/html/.test(req.headers.accept ?? "") || (req.url ?? "").includes(".data")) return null;
  return landingCookieOf({ method: "GET", url: new URL(req.url ?? "/", `${req.protocol}://${requestHost(req)}`), cookie: req.headers.cookie ?? null, referer });
}

/** The headers an answer went out with, as the page cache keeps them. */
function sentHeaders(res: ServerResponse): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}

/** Host (or, behind a trusted proxy, X-Forwarded-Host) with its port. */
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

/**
 * Answers a request whose body is refused, then reads the body to its end.
 * A sender that asked for `Connection: close` would otherwise have its socket
 * closed by Node as soon as the answer is written, while it still writes:
 * the reset loses the answer (EPIPE on the sender's side). So the connection
 * is kept until the body is read (a lingering close, as nginx does) and
 * closed then.
 */
function refuseAndDiscard(req: IncomingMessage, res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  if (!res.headersSent && !res.shouldKeepAlive && !req.complete) {
    res.shouldKeepAlive = true;
    req.once("end", () => req.socket.destroySoon());
  }
  sendRefusal(res, req, status, message, headers);
  discardBody(req);
}

/**
 * Reads a refused body to its end and throws it away, so the sender can read
 * the answer: closing a connection while the sender still writes resets it,
 * and the answer is lost with it (so no `Connection: close` on these). A
 * sender that stalls, or goes on past DRAIN_MAX_BYTES, is cut off.
 */
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
  // A refused body that trickles is not read for minutes either.
  watchBodyPace(req, () => req.socket.destroy());
  req.resume();
}

// Set by a trusted proxy only; from anyone else they are the visitor's own words.
const PROXY_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

/**
 * The Fetch Request Remix sees. Like @remix-run/express's own, but the body
 * is the size-capped stream, the Origin header is dropped once our check
 * passed (Remix's own check would throw a 500 behind a proxy that rewrites
 * Host), and proxy headers reach the app only from a trusted proxy.
 */
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
    // A bodiless POST with no Content-Type (a bare button) is an empty form; Remix's formData() would throw on it.
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
  // Abort loaders and actions when the visitor goes away before the answer is sent.
  let finished = false;
  res.once("finish", () => (finished = true));
  res.once("close", () => finished || controller.abort());
  return new Request(url.href, init);
}

/**
 * Writes Remix's answer, replacing (not adding to) headers set earlier, such as helmet's default CSP.
 * A page the cache may keep is read whole first and handed to `kept`, which answers from the stored
 * copy when it could keep it (true); otherwise the whole body is written here.
 */
async function sendResponse(res: ServerResponse, response: Response, kept?: (body: Buffer) => boolean, extra?: Record<string, string>): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  // Remix's cookies join any the server set first.
  const cookies = response.headers.getSetCookie();
  if (cookies.length) for (const cookie of cookies) res.appendHeader("Set-Cookie", cookie);
  if (extra) {
    for (const [name, value] of Object.entries(extra)) res.appendHeader(name, value);
    if (extra["Cache-Control"]) res.setHeader("Cache-Control", extra["Cache-Control"]);
    res.removeHeader("X-Cache");
  }
  if (!response.body) return void res.end();
  if (!kept) return writeReadableStreamToWritable(response.body, res);
  // A shareable page is not streamed: its first visitor waits for the whole render (pages
  // render whole within a short budget anyway, ADR 021) and gets it with a Content-Length.
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
