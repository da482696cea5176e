import type { LoaderFunctionArgs } from "@remix-run/node";
import { lookUpRegion, parseCoordinates } from "~/features/site-shell/reverse-geocode.server";
import { visitorAddress } from "~/shared/http/load-context";

/** docs/requirements.md (Constants). Failures answer 502 and the page keeps the default number. */
const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const coordinates = parseCoordinates(new URL(request.url).searchParams);
  if (!coordinates) return Response.json({ message: "latitude and longitude are required numbers" }, { status: 400, headers });
  try {
    const place = await lookUpRegion(visitorAddress(context) ?? "-", coordinates.latitude, coordinates.longitude);
    if ("retryAfterSeconds" in place) {
      return Response.json({ message: "Too many location lookups; please wait a minute." }, { status: 429, headers: { ...headers, "Retry-After": String(place.retryAfterSeconds) } });
    }
    return Response.json(place, { headers });
  } catch (error) {
    console.warn("Region lookup failed:", error instanceof Error ? error.message : error);
    return Response.json({ message: "Region lookup failed" }, { status: 502, headers });
  }
}
