import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiStream } from "~/shared/api/client.server";
import { isApiAnswer, isApiStatus } from "~/shared/api/api-failure.server";

/** The browser never talks to the API, so images stream through; names are content-addressed, so a CDN caches them for good. */
export async function loader({ params }: LoaderFunctionArgs) {
  const file = params["*"] ?? "";
  if (!/^[A-Za-z0-9_-]+(\.[a-z0-9]+)+$/.test(file)) {
    return new Response("Not Found", { status: 404 });
  }
  let upstream: Response;
  try {
    upstream = await apiStream(`/uploads/${file}`);
  } catch (error) {
    if (isApiStatus(error, 404)) return new Response("Not Found", { status: 404 });
    if (isApiAnswer(error)) return new Response("Not Found", { status: 502 });
    return new Response("Image temporarily unavailable", { status: 503, headers: { "Retry-After": "30" } });
  }
  if (!upstream.body) return new Response("Not Found", { status: 502 });
  const headers = new Headers({
    "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream",
    "Cache-Control": upstream.headers.get("cache-control") ?? "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
  const length = upstream.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new Response(upstream.body, { status: 200, headers });
}
