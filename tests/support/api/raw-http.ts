import net from "node:net";

/** For what fetch refuses to send: broken framing, raw bytes, invalid header values, lying lengths. */

export interface RawRequest {
  method: string;
  target: string | Buffer;
  /** Values are sent as latin1. */
  headers?: Array<[string, string | Buffer]>;
  body?: Buffer;
  chunked?: boolean;
  chunkSize?: number;
  contentLength?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  ms: number;
}

export interface RawOptions {
  host?: string;
  localAddress?: string;
  timeoutMs?: number;
}

export class RawHttpError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly partial: string,
  ) {
    super(message);
    this.name = "RawHttpError";
  }
}

export function encodeRequest(request: RawRequest): Buffer {
  const headers = [...(request.headers ?? [])];
  const has = (name: string) => headers.some(([key]) => key.toLowerCase() === name);
  if (!has("host")) headers.unshift(["Host", "127.0.0.1"]);
  if (!has("connection")) headers.push(["Connection", "close"]);
  let body = request.body;
  if (body && request.chunked) {
    headers.push(["Transfer-Encoding", "chunked"]);
    const size = Math.max(1, request.chunkSize ?? 16 * 1024);
    const parts: Buffer[] = [];
    for (let at = 0; at < body.length; at += size) {
      const piece = body.subarray(at, at + size);
      parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`, "latin1"), piece, Buffer.from("\r\n", "latin1"));
    }
    parts.push(Buffer.from("0\r\n\r\n", "latin1"));
    body = Buffer.concat(parts);
  } else if (body && request.contentLength !== false && !has("content-length")) {
    headers.push(["Content-Length", String(body.length)]);
  }
  const head: Buffer[] = [
    Buffer.from(`${request.method} `, "latin1"),
    typeof request.target === "string" ? Buffer.from(request.target, "latin1") : request.target,
    Buffer.from(" HTTP/1.1\r\n", "latin1"),
  ];
  for (const [name, value] of headers) {
    head.push(Buffer.from(`${name}: `, "latin1"), typeof value === "string" ? Buffer.from(value, "latin1") : value, Buffer.from("\r\n", "latin1"));
  }
  head.push(Buffer.from("\r\n", "latin1"));
  return Buffer.concat(body ? [...head, body] : head);
}

function findHeaderEnd(data: Buffer): number {
  return data.indexOf("\r\n\r\n", 0, "latin1");
}

function dechunk(data: Buffer): Buffer | null {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at, "latin1");
    if (lineEnd < 0) return null;
    const size = parseInt(data.subarray(at, lineEnd).toString("latin1").split(";")[0]!, 16);
    if (Number.isNaN(size)) throw new RawHttpError("bad chunk size in response", "BAD_RESPONSE", data.toString("latin1", 0, 200));
    const start = lineEnd + 2;
    if (size === 0) return Buffer.concat(out);
    if (data.length < start + size + 2) return null;
    out.push(data.subarray(start, start + size));
    at = start + size + 2;
  }
}

function parseResponse(data: Buffer, final: boolean, method: string): Omit<RawResponse, "ms"> | null {
  const end = findHeaderEnd(data);
  if (end < 0) return null;
  const lines = data.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1]);
  if (!status) throw new RawHttpError(`bad status line ${JSON.stringify(lines[0])}`, "BAD_RESPONSE", lines[0] ?? "");
  if (status >= 100 && status < 200 && status !== 101) return parseResponse(data.subarray(end + 4), final, method);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = data.subarray(end + 4);
  if (method === "HEAD" || status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0) };
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
    const body = dechunk(rest);
    return body ? { status, headers, body } : final ? { status, headers, body: rest } : null;
  }
  if (headers["content-length"] !== undefined) {
    const length = Number(headers["content-length"]);
    if (rest.length >= length) return { status, headers, body: rest.subarray(0, length) };
    return final ? { status, headers, body: rest } : null;
  }
  return final ? { status, headers, body: rest } : null;
}

/** Rejects with RawHttpError on a close or reset before a complete head, or no answer in time. */
export function rawRequest(port: number, request: RawRequest | Buffer, options: RawOptions = {}): Promise<RawResponse> {
  const bytes = Buffer.isBuffer(request) ? request : encodeRequest(request);
  const method = Buffer.isBuffer(request) ? bytes.toString("latin1", 0, 8).split(" ")[0]! : request.method;
  const started = performance.now();
  return new Promise<RawResponse>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = net.connect({ host: options.host ?? "127.0.0.1", port, localAddress: options.localAddress });
    const finish = (final: boolean, error?: Error & { code?: string }) => {
      if (settled) return;
      const data = Buffer.concat(chunks);
      let parsed: Omit<RawResponse, "ms"> | null = null;
      try {
        parsed = parseResponse(data, final, method);
      } catch (parseError) {
        settled = true;
        socket.destroy();
        reject(parseError);
        return;
      }
      if (parsed) {
        settled = true;
        socket.destroy();
        resolve({ ...parsed, ms: performance.now() - started });
      } else if (final) {
        settled = true;
        socket.destroy();
        const code = error?.code ?? "CLOSED";
        reject(new RawHttpError(`no complete response (${code}${error ? `: ${error.message}` : ""})`, code, data.toString("latin1", 0, 300)));
      }
    };
    socket.setTimeout(options.timeoutMs ?? 15_000, () => finish(true, Object.assign(new Error("timed out"), { code: "TIMEOUT" })));
    socket.on("connect", () => {
      // An early answer then close fails the rest of the write: the answer already read still counts.
      socket.write(bytes, () => undefined);
    });
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      finish(false);
    });
    socket.on("end", () => finish(true));
    socket.on("close", () => finish(true));
    socket.on("error", (error: Error & { code?: string }) => finish(true, error));
  });
}

export function jsonOf(response: RawResponse): unknown {
  try {
    return JSON.parse(response.body.toString("utf8"));
  } catch {
    return undefined;
  }
}
