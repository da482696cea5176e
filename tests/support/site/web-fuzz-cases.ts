import { createRng, pctEncode, type Rng, weirdString } from "../api/fuzz-cases";
import type { RawRequest } from "../api/raw-http";

/** Each case stays on its route's path, so the loader or action meets it unless a server guard refuses first. */
export interface WebRoute {
  /** A concrete path of the route (params filled with real ids where that matters). */
  path: string;
  /** Takes a form post. */
  action: boolean;
  /** Behind the staff login: half the cases carry a live staff session. */
  staff: boolean;
  /** Form fields the route's form knows, so some cases reach its validation. */
  fields: string[];
}

export interface WebFuzzCase {
  route: string;
  kind: string;
  request: RawRequest;
  withStaffCookie: boolean;
}

const METHODS = ["GET", "GET", "GET", "HEAD", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "TRACE", "OPTIONS", "CONNECT", "PROPFIND", "get", "M-SEARCH"];
const REMIX_QUERIES = ["_data=root", "_data=routes%2Fblogs", "_data=%00", "index", "index=1&index", "_data", "__manifest", "p=%2F..%2F..%2Fetc%2Fpasswd"];
const QUERY_KEYS = ["page", "title", "q", "redirectTo", "status", "tag", "id", "latitude", "longitude", "lat", "lng", "from", "to", "utm_source", "step"];
const ODD_VALUES = ["-1", "0", "1e309", "NaN", "99999999999999999999", "%", "%zz", "%00", "%C0%AE", "%FF%FE", "<script>alert(1)</script>", "//evil.example", "/%09/evil.example", "\u202e", "a".repeat(5000)];

function oddValue(rng: Rng): string {
  return rng.chance(0.5) ? rng.pick(ODD_VALUES) : pctEncode(weirdString(rng, 2000));
}

function query(rng: Rng): string {
  const parts: string[] = [];
  const count = rng.int(4);
  for (let i = 0; i < count; i++) {
    if (rng.chance(0.2)) parts.push(rng.pick(REMIX_QUERIES));
    else parts.push(`${rng.chance(0.8) ? rng.pick(QUERY_KEYS) : pctEncode(weirdString(rng, 30))}=${oddValue(rng)}`);
  }
  return parts.length ? `?${parts.join(rng.chance(0.9) ? "&" : ";")}` : "";
}

/** The route's path, sometimes bent: .data twins, trailing junk, broken escapes, traversal, very long. */
function target(route: WebRoute, rng: Rng): string {
  const base = route.path;
  switch (rng.int(10)) {
    case 0:
      return `${base === "/" ? "/_root" : base}.data${query(rng)}`;
    case 1:
      return `${base}/${pctEncode(weirdString(rng, 200)) || "x"}`;
    case 2:
      return `${base}${rng.pick(["%", "%zz", "%c0%af", "/..%2f..%2f", "/%2e%2e/", "//", "/./", ";jsessionid=1", "%00", "/%E0%A4%A"])}`;
    case 3:
      return `${base}?${"x".repeat(rng.between(2_000, 12_000))}`;
    case 4:
      return base.toUpperCase() + query(rng);
    default:
      return base + query(rng);
  }
}

function header(rng: Rng): [string, string] {
  switch (rng.int(16)) {
    case 0:
      return ["Host", rng.pick(["", "a b", "evil.example/x", "x:99999", "[::1", "..", "localhost:0", "\u00e9.example", "h".repeat(300)])];
    case 1:
      return ["Origin", rng.pick(["null", "https://evil.example", "http://127.0.0.1:1", "not a url", "javascript://x", "http://[::1"])];
    case 2:
      return ["Sec-Fetch-Site", rng.pick(["cross-site", "same-site", "none", "same-origin", "bogus"])];
    case 3:
      return ["Cookie", rng.pick(["__session=garbage", "__session=eyJ0b2tlbiI6IngifQ%3D%3D.bad", "__toast=%%%", "__quote=x.y", `a=${"b".repeat(6000)}`, "=;;=;", "__session="])];
    case 4:
      return ["X-Forwarded-For", rng.pick(["1.2.3.4", "not-an-ip", "1.1.1.1, 2.2.2.2", "::ffff:1.2.3.4", "\u0000"])];
    case 5:
      return ["X-Forwarded-Host", rng.pick(["evil.example", "a b", "", "x:99999"])];
    case 6:
      return ["X-Forwarded-Proto", rng.pick(["https", "gopher", ""])];
    case 7:
      return ["Accept", rng.pick(["*/*", "text/html", "application/json", "text/x-script.turbo-stream", "", "a/b;q=NaN"])];
    case 8:
      return ["Accept-Encoding", rng.pick(["gzip", "br", "deflate, gzip;q=0", "identity;q=0, *;q=0", "x".repeat(2000)])];
    case 9:
      return ["Range", rng.pick(["bytes=0-10", "bytes=-1", "bytes=10-1", "bytes=0-0,1-1,2-2,3-3,4-4,5-5", "lines=1-2"])];
    case 10:
      return ["If-None-Match", rng.pick(['"x"', "*", "W/", ""])];
    case 11:
      return ["If-Modified-Since", rng.pick(["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT", ""])];
    case 12:
      return ["User-Agent", rng.pick(["Googlebot/2.1", "", "x".repeat(4000), "curl/8"])];
    case 13:
      return ["Expect", rng.pick(["100-continue", "nonsense"])];
    case 14:
      return ["Content-Encoding", rng.pick(["gzip", "br", "x"])];
    default:
      return [pctEncode(weirdString(rng, 20)).replace(/%/g, "") || "X-Odd", pctEncode(weirdString(rng, 200))];
  }
}

const BODY_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/form-data; boundary=----fuzz",
  "multipart/form-data",
  "application/json",
  "text/plain",
  "text/xml",
  "application/octet-stream",
  "",
];

function formBody(route: WebRoute, rng: Rng): string {
  const fields = route.fields.length ? route.fields : ["x"];
  const pairs: string[] = [];
  const count = rng.between(0, fields.length + 2);
  for (let i = 0; i < count; i++) {
    const name = rng.chance(0.85) ? rng.pick(fields) : rng.pick(["intent", "redirectTo", "_action", "website_url", "__proto__", "tags[0]", "existing[99].url", "a[b][c]", pctEncode(weirdString(rng, 40))]);
    pairs.push(`${name}=${oddValue(rng)}`);
  }
  if (rng.chance(0.1)) pairs.push("%E0%A4%A=%FF");
  return pairs.join("&");
}

function body(route: WebRoute, rng: Rng): { type: string; bytes: Buffer; chunked: boolean; lengthHeader?: string } {
  const type = rng.chance(0.6) ? BODY_TYPES[0]! : rng.pick(BODY_TYPES);
  const chunked = rng.chance(0.2);
  let bytes: Buffer;
  switch (rng.int(8)) {
    case 0:
      bytes = rng.bytes(rng.int(3000));
      break;
    case 1:
      // Around the 64 KB form cap.
      bytes = Buffer.alloc(rng.pick([60 * 1024, 64 * 1024, 64 * 1024 + 1, 80 * 1024, 300 * 1024]), "a");
      break;
    case 2:
      bytes = Buffer.from(`------fuzz\r\nContent-Disposition: form-data; name="${rng.pick(route.fields.length ? route.fields : ["x"])}"\r\n\r\n${weirdString(rng, 500)}${rng.chance(0.5) ? "\r\n------fuzz--\r\n" : ""}`);
      break;
    case 3:
      bytes = Buffer.from(JSON.stringify({ [rng.pick(route.fields.length ? route.fields : ["x"])]: weirdString(rng, 200) }));
      break;
    default:
      bytes = Buffer.from(formBody(route, rng));
  }
  // Content-Length that lies (too short, not a number, two values) now and then; never too long, which only waits.
  const lengthHeader = !chunked && rng.chance(0.08) ? rng.pick(["-1", "abc", "1, 2", "0", String(Math.max(0, bytes.length - 10))]) : undefined;
  return { type, bytes, chunked, lengthHeader };
}

export function generateWebCases(route: WebRoute, count: number, seed: number): WebFuzzCase[] {
  const rng = createRng(seed);
  const cases: WebFuzzCase[] = [];
  for (let i = 0; i < count; i++) {
    const method = rng.chance(route.action ? 0.55 : 0.15) ? "POST" : rng.chance(0.7) ? "GET" : rng.pick(METHODS);
    const headers: Array<[string, string]> = [];
    const extra = rng.int(3);
    for (let h = 0; h < extra; h++) headers.push(header(rng));
    const request: RawRequest = { method, target: target(route, rng), headers };
    let kind = `${method} ${headers.map(([name]) => name).join(",") || "plain"}`;
    if (method === "POST" || (method !== "GET" && method !== "HEAD" && rng.chance(0.5))) {
      const made = body(route, rng);
      if (made.type) headers.push(["Content-Type", made.type]);
      // Same-origin like the site's own forms most of the time, so the body reaches the action.
      if (rng.chance(0.7) && !headers.some(([name]) => name === "Origin")) headers.push(["Origin", "__ORIGIN__"]);
      if (made.lengthHeader) {
        headers.push(["Content-Length", made.lengthHeader]);
        request.contentLength = false;
      }
      request.body = made.bytes;
      request.chunked = made.chunked;
      kind += ` body:${made.type || "none"}${made.chunked ? " chunked" : ""} ${made.bytes.length}B`;
    }
    cases.push({ route: route.path, kind, request, withStaffCookie: route.staff && route.path !== "/logout" && rng.chance(0.5) });
  }
  return cases;
}
