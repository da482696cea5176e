import { createServer, type IncomingMessage, type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener, RequestError } from "@hono/node-server";
import type { Logger } from "./logger";

/**
 * The API's HTTP server: @hono/node-server's request listener on a plain
 * node:http server, with
 *  - timeouts, so a client that sends its headers or body byte by byte
 *    (slowloris) or never sends anything cannot hold a connection for ever;
 *  - JSON `{ message }` answers for requests Node's parser or node-server
 *    refuse before the app sees them (bad framing, oversized headers, a
 *    backslash or bad Host), instead of an empty 400.
 */

export interface HttpServerOptions {
  /** Time allowed to send the request line and headers (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** Time allowed to send the whole request, body included (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  logger: Logger;
}

/** A complete HTTP/1.1 answer with a JSON body, for writing straight to a socket. */
function rawJsonAnswer(status: number, message: string): string {
  const body = JSON.stringify({ message });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}`,
    "Content-Type: application/json; charset=UTF-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "X-Content-Type-Options: nosniff",
    "Cache-Control: no-store",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/** Node's parser errors → status and message. */
function clientErrorAnswer(code: string | undefined): [number, string] {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return [431, "Request headers are too large"];
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return [413, "Chunk extensions are too large"];
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return [408, "The request took too long to arrive"];
    default:
      return [400, "Malformed HTTP request"];
  }
}

export function createHttpServer(fetch: Parameters<typeof getRequestListener>[0], options: HttpServerOptions): Server {
  const listener = getRequestListener(fetch, {
    errorHandler: (error: unknown) => {
      if (error instanceof RequestError) return Response.json({ message: `Malformed request: ${error.message}` }, { status: 400 });
      options.logger.error("Request failed before reaching the app", { error });
      return Response.json({ message: "Internal server error" }, { status: 500 });
    },
  });
  const server = createServer(
    {
      headersTimeout: options.headersTimeoutMs,
      requestTimeout: options.requestTimeoutMs,
      keepAliveTimeout: options.keepAliveTimeoutMs,
      // How often Node looks for connections over those limits (default 30 s).
      connectionsCheckingInterval: Math.max(50, Math.min(5000, Math.floor(options.headersTimeoutMs / 4))),
    },
    listener,
  );

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler: answer only if no answer has started on this socket.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, message] = clientErrorAnswer(error.code);
    socket.end(rawJsonAnswer(status, message));
    // A peer that never reads must not keep the socket.
    setTimeout(() => socket.destroy(), 2000).unref();
  });

  // CONNECT (proxy tunnelling) is not something this server does.
  server.on("connect", (_request: IncomingMessage, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    socket.end(rawJsonAnswer(405, "CONNECT is not supported"));
    setTimeout(() => socket.destroy(), 2000).unref();
  });

  return server;
}
