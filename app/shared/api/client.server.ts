import type { ZodType } from "zod";
import { errorAnswerSchema } from "~contract/common";
import { sharedReads } from "./shared-reads.server";
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

function apiBaseUrl(): string {
  return env().API_URL;
}

export function apiTimeoutMs(): number {
  return env().API_TIMEOUT_MS;
}

/**
 * A signed-in staff member's token and what the request becomes when the API
 * no longer accepts it (the login redirect for a page, a JSON 401 for a
 * script): the client throws that answer, so no call site handles a 401.
 */
export type StaffToken = { readonly value: string; readonly expired: () => Promise<Response> };

export type ApiRequest<T> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: FormData;
  token?: string | StaffToken;
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
  let body: BodyInit | undefined;
  const headers = requestHeaders(request);
  if (request.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(request.json);
  } else if (request.form) {
    body = request.form;
  }

  const timeout = AbortSignal.timeout(apiTimeoutMs());
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, { method: request.method ?? "GET", headers, body, signal });
  } catch (error) {
    throw unanswered(path, timeout.aborted || (error instanceof Error && error.name === "TimeoutError"), error);
  }

  const payload = await readJson(response);
  if (!response.ok) throw await refused(path, response, payload, request.token);

  const parsed = request.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(`API answer for ${path} does not match the contract`, "invalid-answer", response.status, undefined, undefined, {
      cause: parsed.error,
    });
  }
  return { status: response.status, data: parsed.data };
}

/**
 * For a body passed on as it arrives (the CSV export, pictures): the timeout
 * bounds the wait for the answer to begin, then the body streams for as long
 * as it lasts. Failures are the same as `apiRequest`'s.
 */
export async function apiStream(path: string, request: Pick<ApiRequest<unknown>, "token"> = {}): Promise<Response> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), apiTimeoutMs());
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, { headers: requestHeaders(request), signal: abort.signal });
  } catch (error) {
    throw unanswered(path, abort.signal.aborted, error);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw await refused(path, response, await readJson(response), request.token);
  return response;
}

function requestHeaders(request: Pick<ApiRequest<unknown>, "token" | "clientIp" | "headers">): Headers {
  const headers = new Headers({ Accept: "application/json" });
  const bearer = typeof request.token === "object" ? request.token.value : request.token;
  if (bearer) headers.set("Authorization", `Bearer ${bearer}`);
  if (request.clientIp) headers.set("X-Forwarded-For", request.clientIp);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  return headers;
}

function unanswered(path: string, timedOut: boolean, cause: unknown): ApiError {
  return new ApiError(
    timedOut ? `API timed out after ${apiTimeoutMs()} ms: ${path}` : `API unreachable: ${path}`,
    timedOut ? "timeout" : "network",
    undefined,
    undefined,
    undefined,
    { cause },
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A staff token the API no longer accepts becomes the guard's answer; any other refusal an ApiError with the API's words. */
async function refused(path: string, response: Response, payload: unknown, token: ApiRequest<unknown>["token"]): Promise<Response | ApiError> {
  if (response.status === 401 && typeof token === "object") return token.expired();
  const parsed = errorAnswerSchema.safeParse(payload);
  const error = new ApiError(
    `API answered ${response.status} for ${path}`,
    "http",
    response.status,
    parsed.success ? peopleMessage(parsed.data.message, parsed.data.errors) : undefined,
    parsed.success ? parsed.data.errors : undefined,
  );
  error.payload = payload;
  return error;
}

/** The API's message names fields by code ("followUpAt: …"); people get the field's own message from `errors`. */
export function peopleMessage(message: string, fieldErrors?: Record<string, string[]>): string {
  const prefixed = /^([A-Za-z_][\w.]*): (.+)$/s.exec(message);
  if (prefixed && fieldErrors?.[prefixed[1]]?.length) return prefixed[2];
  return message;
}
