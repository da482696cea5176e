import { randomBytes } from "node:crypto";
import { PassThrough, pipeline } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { isPersonalised, isShareable } from "~/lib/http/shareable.server";
import { NonceProvider } from "~/lib/http/nonce";
import { hydrateAfterPaint } from "~/lib/http/hydrate-after-paint.server";
import { applySecurityHeaders } from "~/lib/http/security-headers.server";

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

  // Rendered now, and anyone may be given this page for a moment: the web server's page cache keeps it (server/page-cache.ts).
  if (isShareable(request, responseStatusCode, responseHeaders, remixContext.staticHandlerContext)) responseHeaders.set("X-Cache", "MISS");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Without clearing, each answer's renderer would stay in memory for the whole timeout.
    // (A document cut short here never ends with </html>, so the page cache does not keep it.)
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          body.once("close", () => clearTimeout(timer));
          // pipeline: a visitor who leaves mid-stream closes `body` too (and so clears the timer).
          const html = pipeline(body, hydrateAfterPaint(), () => {});
          const stream = createReadableStreamFromReadable(html);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Data requests (client navigations) get the same non-HTML security headers. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  applySecurityHeaders(response.headers, request);
  return response;
}

/**
 * Errors worth an operator's attention, one line each (server/log-lines.ts
 * escapes them). An address with no page, or a method a route does not take,
 * is the visitor's doing: the access log's line for the answer says enough,
 * without Remix's stack trace of "No route matches URL …".
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
