import type { ServerResponse } from "node:http";

/** A visitor who hits a refusal sees what happened and a way back, not a blank screen. */
const TITLES: Record<number, string> = {
  400: "Bad request",
  403: "Not allowed",
  404: "Page not found",
  405: "Method not allowed",
  408: "That took too long",
  413: "That was too much to send",
  414: "Address too long",
  415: "Unsupported form encoding",
  417: "Expectation failed",
  429: "Too many requests",
  500: "Something went wrong",
  503: "Busy right now",
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function refusalHtml(status: number, message: string): string {
  const title = TITLES[status] ?? "Request refused";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f2933;background:#f5f7fa}main{max-width:36rem;margin:12vh auto;padding:1.5rem;background:#fff;border-radius:8px}h1{font-size:1.4rem;margin:0 0 .5rem}a{color:#0b5cad}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p></main></body></html>`;
}

export function sendRefusal(res: ServerResponse, req: { method?: string; headers: Record<string, string | string[] | undefined> }, status: number, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const wantsHtml = /text\/html/.test(String(req.headers.accept ?? ""));
  const body = wantsHtml ? refusalHtml(status, message) : `${message}\n`;
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", wantsHtml ? "text/html; charset=utf-8" : "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(req.method === "HEAD" ? undefined : body);
}
