import type { Server } from "node:http";
import type { Socket } from "node:net";
import { STRICT_CSP } from "./security-headers";
import { sendRefusal } from "./refusal-page";

/** Node's parser answers these bare, before any middleware, without the headers every answer must carry. */
const PROTOCOL_HEADERS = [
  `Content-Security-Policy: ${STRICT_CSP}`,
  "X-Content-Type-Options: nosniff",
  "X-Frame-Options: DENY",
  "Referrer-Policy: strict-origin-when-cross-origin",
  "Cache-Control: no-store",
  "Connection: close",
];

const REASONS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "The request's headers are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "The request took too long to arrive."],
};

export function answerProtocolErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || (error.code === "ECONNRESET" && socket.destroyed)) {
      socket.destroy();
      return;
    }
    const [status, text, message] = REASONS[error.code ?? ""] ?? [400, "Bad Request", "The request could not be read."];
    const body = `${message}\n`;
    socket.end(
      [`HTTP/1.1 ${status} ${text}`, ...PROTOCOL_HEADERS, "Content-Type: text/plain; charset=utf-8", `Content-Length: ${Buffer.byteLength(body)}`, "", body].join("\r\n"),
    );
  });
  server.on("checkExpectation", (req, res) => {
    for (const line of PROTOCOL_HEADERS) {
      const colon = line.indexOf(":");
      res.setHeader(line.slice(0, colon), line.slice(colon + 2));
    }
    sendRefusal(res, req, 417, "Only “Expect: 100-continue” is supported.");
  });
}
