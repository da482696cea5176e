import { randomBytes } from "node:crypto";
import { PassThrough, Transform } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { documentCache, documentCacheKey, isPersonalised } from "~/lib/http/document-cache.server";
import { NonceProvider } from "~/lib/http/nonce";
import { applySecurityHeaders } from "~/lib/http/security-headers.server";
import { firstVisitCookie } from "~/lib/leads/visit-source.server";

/** How long the server waits for deferred data before giving up on a stream. */
export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // Crawlers and no-JS clients get the whole document at once; browsers get
  // the shell as soon as it is ready and deferred sections streamed after.
  const waitForAll = isbot(request.headers.get("user-agent") || "") || remixContext.isSpaMode;
  const nonce = randomBytes(16).toString("base64");
  applySecurityHeaders(responseHeaders, request, nonce);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (isPersonalised(remixContext.staticHandlerContext) && /^public\b/.test(responseHeaders.get("Cache-Control") ?? "")) {
    responseHeaders.set("Cache-Control", PRIVATE_NO_STORE);
  }

  const cacheKey = documentCache.enabled
    ? documentCacheKey(request, responseStatusCode, responseHeaders, remixContext.staticHandlerContext, waitForAll)
    : undefined;
  const cached = cacheKey ? documentCache.get(cacheKey, nonce) : undefined;
  // After the cache decision: the shared HTML never carries a visitor's cookie.
  const sourceCookie = isbot(request.headers.get("user-agent") || "") ? null : firstVisitCookie(request);
  if (sourceCookie) responseHeaders.append("Set-Cookie", sourceCookie);
  // Tells operators (and the tests) whether this page was rendered for this request.
  if (cacheKey) responseHeaders.set("X-Cache", cached === undefined ? "MISS" : "HIT");
  if (cached !== undefined) return new Response(cached as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode });
  const generation = documentCache.currentGeneration();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    // Without clearing, each answer's renderer would stay in memory for the whole timeout.
    const timer = setTimeout(() => {
      failed = true;
      abort();
    }, streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = cacheKey ? recording((html) => failed || documentCache.set(cacheKey, html, nonce, generation)) : new PassThrough();
          body.once("close", () => clearTimeout(timer));
          const stream = createReadableStreamFromReadable(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** A pass-through that hands the whole document to `done` once it has been sent. */
function recording(done: (html: string) => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      done(Buffer.concat(chunks).toString("utf8"));
      callback();
    },
  });
}

/** Data requests (client navigations) get the same non-HTML security headers. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  applySecurityHeaders(response.headers, request);
  return response;
}
