import http from "node:http";

/** Any of 127.0.0.0/8 works on Linux, so every per-visitor limit keys on a real address; redirects are not followed. */
export interface VisitorAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface VisitorRequest {
  method?: "GET" | "POST";
  /** url-encoded form fields for a POST. */
  form?: Record<string, string>;
  from?: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export function visit(url: string, request: VisitorRequest = {}): Promise<VisitorAnswer> {
  const started = Date.now();
  const body = request.form ? new URLSearchParams(request.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: request.method ?? (body ? "POST" : "GET"),
        agent: false,
        localAddress: request.from,
        headers: {
          Accept: "text/html",
          ...(body ? { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body)) } : {}),
          ...request.headers,
        },
        timeout: request.timeoutMs ?? 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), ms: Date.now() - started }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${request.timeoutMs ?? 20_000} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A distinct loopback address per number (127.1.0.1, 127.1.0.2, …). */
export function visitorAddress(n: number): string {
  return `127.${1 + Math.floor(n / 65_000)}.${Math.floor((n % 65_000) / 250)}.${(n % 250) + 1}`;
}
