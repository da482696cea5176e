import { createServer, type IncomingMessage, type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener, RequestError } from "@hono/node-server";
import type { Logger } from "./logger";

/** Timeouts against slowloris, and JSON `{ message }` for requests Node refuses before the app (not an empty 400). */

export interface HttpServerOptions {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  logger: Logger;
}

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
      // Node's default is 30 s.
      connectionsCheckingInterval: Math.max(50, Math.min(5000, Math.floor(options.headersTimeoutMs / 4))),
    },
    listener,
  );

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler does.
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

  server.on("connect", (_request: IncomingMessage, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    socket.end(rawJsonAnswer(405, "CONNECT is not supported"));
    setTimeout(() => socket.destroy(), 2000).unref();
  });

  return server;
}
