import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { isPersonalised, isShareable } from "~/shared/http/shareable.server";
import { NonceProvider } from "~/shared/http/nonce";
import { hydrateAfterPaint } from "~/shared/http/hydrate-after-paint.server";
import { hashMarkedScripts, renderMarker } from "~/shared/http/script-hashes.server";
import { applySecurityHeaders } from "~/shared/http/security-headers.server";
import { sayWhenToRetry } from "~/shared/api/api-failure.server";

/** How long the server waits for deferred data before giving up on it (the page shows its fallback). */
export const streamTimeout = 10_000;

/**
 * Rendered whole before the first byte: its CSP lists the hashes of the inline scripts it wrote, and a
 * header cannot follow the body (ADR 021). Only the home page defers data, so this costs one local API call.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // Given to React and Remix as their "nonce": it marks the scripts they write, and is taken out before the page leaves.
  const marker = renderMarker();
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (isPersonalised(remixContext.staticHandlerContext) && /^public\b/.test(responseHeaders.get("Cache-Control") ?? "")) {
    responseHeaders.set("Cache-Control", PRIVATE_NO_STORE);
  }
  // The page differs only in its encoding: personal answers are never stored by anyone (private, no-store).
  responseHeaders.set("Vary", "Accept-Encoding");
  sayWhenToRetry(responseStatusCode, responseHeaders);

  // Rendered now, and anyone may be given this page for a moment: the web server's page cache keeps it (server/page-cache.ts).
  if (isShareable(request, responseStatusCode, responseHeaders, remixContext.staticHandlerContext)) responseHeaders.set("X-Cache", "MISS");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // A render still waiting at the timeout is aborted: what is pending shows its fallback, and the page is finished.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={marker}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={marker} />
      </NonceProvider>,
      {
        nonce: marker,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
          });
          sink.once("finish", () => {
            clearTimeout(timer);
            const { html, hashes } = hashMarkedScripts(hydrateAfterPaint(Buffer.concat(chunks).toString("utf8")), marker);
            applySecurityHeaders(responseHeaders, request, hashes);
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(sink);
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
  sayWhenToRetry(response.status, response.headers);
  return response;
}

/**
 * Errors worth an operator's attention, one line each (shared/logger.ts
 * escapes them). An address with no page, or a method a route does not take,
 * is the visitor's doing: the access log's line for the answer says enough,
 * without Remix's stack trace of "No route matches URL …".
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
