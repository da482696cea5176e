import type { ZodType } from "zod";
import { errorAnswerSchema } from "~contract/common";
import { sharedReads } from "./shared-reads.server";
import { peopleMessage } from "./people-message";
import { env } from "~/shared/env.server";
import { notePublicWrite } from "~/shared/http/public-writes.server";

/**
 * The one way to the company's API (docs/requirements.md, API calls); API_URL and API_TIMEOUT_MS from
 * env.server.ts. Every failure is an ApiError; the browser never talks to the API.
 */
export { DEFAULT_API_TIMEOUT_MS } from "~/shared/env.server";

export type ApiErrorKind = "http" | "network" | "timeout" | "invalid-answer";

export class ApiError extends Error {
  name = "ApiError";
  /** A 409 names the current version and who saved it. */
  payload?: unknown;
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
    readonly serverMessage?: string,
    readonly fieldErrors?: Record<string, string[]>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function apiBaseUrl(): string {
  return env().API_URL;
}

export function apiTimeoutMs(): number {
  return env().API_TIMEOUT_MS;
}

export type ApiRequest<T> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: FormData;
  token?: string;
  /** So the API can rate-limit per visitor. */
  clientIp?: string;
  headers?: Record<string, string>;
  schema: ZodType<T>;
  signal?: AbortSignal;
  /** May come from the shared-reads cache; ignored with a token, visitor address or signal. */
  shared?: boolean;
};

export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<{ status: number; data: T }> {
  const method = request.method ?? "GET";
  if (method === "GET" && request.shared && !request.token && !request.clientIp && !request.signal) {
    return sharedReads.read(path, () => send(path, request));
  }
  const answer = await send(path, request);
  // Whatever a blog or comment write changed must not be served from an older read, nor an older page.
  if (method !== "GET" && /^\/api\/(blogs|comments)\b/.test(path)) {
    sharedReads.clear();
    notePublicWrite();
  }
  return answer;
}

async function send<T>(path: string, request: ApiRequest<T>): Promise<{ status: number; data: T }> {
  const headers = new Headers({ Accept: "application/json" });
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(request.json);
  } else if (request.form) {
    body = request.form;
  }
  if (request.token) headers.set("Authorization", `Bearer ${request.token}`);
  if (request.clientIp) headers.set("X-Forwarded-For", request.clientIp);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);

  const timeout = AbortSignal.timeout(apiTimeoutMs());
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, { method: request.method ?? "GET", headers, body, signal });
  } catch (error) {
    const timedOut = timeout.aborted || (error instanceof Error && error.name === "TimeoutError");
    throw new ApiError(
      timedOut ? `API timed out after ${apiTimeoutMs()} ms: ${path}` : `API unreachable: ${path}`,
      timedOut ? "timeout" : "network",
      undefined,
      undefined,
      undefined,
      { cause: error },
    );
  }

  let payload: unknown;
  const text = await response.text().catch(() => "");
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }

  if (!response.ok) {
    const parsed = errorAnswerSchema.safeParse(payload);
    const error = new ApiError(
      `API answered ${response.status} for ${path}`,
      "http",
      response.status,
      parsed.success ? peopleMessage(parsed.data.message, parsed.data.errors) : undefined,
      parsed.success ? parsed.data.errors : undefined,
    );
    error.payload = payload;
    throw error;
  }

  const parsed = request.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(`API answer for ${path} does not match the contract`, "invalid-answer", response.status, undefined, undefined, {
      cause: parsed.error,
    });
  }
  return { status: response.status, data: parsed.data };
}
