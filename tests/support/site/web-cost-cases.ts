import fc from "fast-check";
import type { RawRequest } from "../api/raw-http";
import { isBoundedFieldName, MAX_FORM_FIELDS } from "../../../app/shared/http/form-limits";

/** Requests small and well formed but expensive (ADR 018), for web-fuzz-cost.test.ts. */
export interface CostCase {
  kind: string;
  request: RawRequest;
  staff?: boolean;
  /** Beyond a cap: a 4xx. Otherwise anything but a 5xx, still within 2 s. */
  overCap: boolean;
}

/** Printable in a line, not a Buffer's every byte. */
function described(fuzz: CostCase): CostCase {
  const body = fuzz.request.body;
  const text = `${fuzz.kind}: ${fuzz.request.method} ${String(fuzz.request.target).slice(0, 120)}${body ? ` (${body.length} bytes: ${body.toString("latin1", 0, 160)}…)` : ""}`;
  return Object.assign(fuzz, { [fc.toStringMethod]: () => text });
}

const FORM_TARGETS = ["/contact", "/book", "/login", "__POST__"] as const;
const FIELD_NAMES = ["name", "email", "phone", "message", "commentText", "password", "notes", "tags", "existing", "uploadAlt"];

const listPosition = fc.oneof(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1_000, max: 999_999 }), fc.integer({ min: 1_000_000, max: 50_000_000 }));

const nameSegment = fc.oneof(
  listPosition.map((n) => `[${n}]`),
  fc.constantFrom(...FIELD_NAMES).map((name) => `.${name}`),
  listPosition.map((n) => `.${n}`),
);

/** A known field with one list position is the shape of the original crash. */
const fieldName = fc.oneof(
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...FIELD_NAMES), listPosition).map(([base, n]) => `${base}[${n}]`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...FIELD_NAMES), fc.array(nameSegment, { maxLength: 8 }), fc.boolean())
      .map(([base, rest, push]) => base + rest.join("") + (push ? "[]" : "")),
  },
  { weight: 1, arbitrary: fc.constantFrom(...FIELD_NAMES) },
);

/** The whole body stays under the 64 KB form cap. */
const formBody = fc
  .array(fc.tuple(fieldName, fc.integer({ min: 1, max: 4_000 }), fc.constantFrom("x", "0300-1234567", "")), { minLength: 1, maxLength: 8 })
  .map((pairs) => {
    const parts: string[] = [];
    let size = 0;
    for (const [name, times, value] of pairs) {
      const pair = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
      for (let i = 0; i < times && size + pair.length < 60_000; i++) {
        parts.push(pair);
        size += pair.length + 1;
      }
    }
    return parts.join("&");
  });

function formOverCap(body: string): boolean {
  const names = [...new URLSearchParams(body).keys()];
  return names.length > MAX_FORM_FIELDS || names.some((name) => !isBoundedFieldName(name));
}

export function formCases(postPath: string, origin: string): fc.Arbitrary<CostCase> {
  return fc.tuple(fc.constantFrom(...FORM_TARGETS), formBody).map(([target, body]) => described({
    kind: "form keys",
    overCap: formOverCap(body),
    request: {
      method: "POST",
      target: target === "__POST__" ? postPath : target,
      headers: [
        ["Content-Type", "application/x-www-form-urlencoded"],
        ["Origin", origin],
      ],
      body: Buffer.from(body),
    },
  }));
}

const pathSegment = fc.constantFrom("a", "", "blog", "..", "%2F", "ur", "x".repeat(40));

export const pathCases: fc.Arbitrary<CostCase> = fc.oneof(
  fc.tuple(pathSegment, fc.integer({ min: 13, max: 8_000 })).map(([segment, depth]) => `/${`${segment}/`.repeat(depth)}`),
  fc.integer({ min: 1_025, max: 12_000 }).map((length) => `/${"a".repeat(length)}`),
  fc.tuple(pathSegment, fc.integer({ min: 13, max: 3_500 })).map(([segment, depth]) => `/__manifest?version=x&p=${encodeURIComponent(`/${`${segment}/`.repeat(depth)}`)}`),
).map((target) => described({ kind: "deep or long path", overCap: true, request: { method: "GET", target, headers: [["Accept", "text/html"]] } }));

/** Up to Remix's own 7 680-character limit, each path within the depth cap. */
export const discoveryCases: fc.Arbitrary<CostCase> = fc
  .tuple(fc.integer({ min: 65, max: 300 }), fc.integer({ min: 1, max: 11 }), fc.constantFrom("b", "blog", "ur"))
  .map(([count, depth, segment]) => {
    const paths = Array.from({ length: count }, (_, i) => `p=/x${i}${`/${segment}`.repeat(depth - 1)}`);
    let target = "/__manifest?version=x";
    for (const path of paths) if (target.length + path.length < 7_680) target += `&${path}`;
    return target;
  })
  .filter((target) => target.split("&p=").length > 65)
  .map((target) => described({ kind: "many discovery paths", overCap: true, request: { method: "GET", target, headers: [] } }));

export const dataRequestCases: fc.Arbitrary<CostCase> = fc
  .tuple(fc.constantFrom("/about.data", "/blogs.data", "/_root.data", "/blog-create.data", "/leads.data"), fc.integer({ min: 1, max: 600 }), fc.boolean())
  .map(([path, count, routes]) => {
    const params = Array.from({ length: count }, (_, i) => `q${i}=${i}`).join("&");
    const named = routes ? `&_routes=${["root", "routes/_admin", "routes/_admin.blog-create", "routes/_admin.leads", "routes/blogs"].join(",")}` : "";
    return `${path}?${params}${named}`.slice(0, 8_000);
  })
  .map((target) => described({ kind: "data request with many parameters", overCap: false, request: { method: "GET", target, headers: [] } }));

export function partCases(origin: string): fc.Arbitrary<CostCase> {
  return fc.tuple(fc.integer({ min: 201, max: 60_000 }), fc.constantFrom("x", "")).map(([count, value]) => {
    const boundary = "----cost";
    const parts: string[] = [];
    for (let i = 0; i < count; i++) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="uploadAlt[${i % 10}]"\r\n\r\n${value}\r\n`);
    parts.push(`--${boundary}--\r\n`);
    return described({
      kind: "many parts",
      staff: true,
      overCap: true,
      request: {
        method: "POST",
        target: "/blog-editor/save",
        headers: [
          ["Content-Type", `multipart/form-data; boundary=${boundary}`],
          ["Origin", origin],
        ],
        body: Buffer.from(parts.join("")),
      },
    });
  });
}

export interface SlowSender {
  declared: number;
  bytesPerTick: number;
  tickMs: number;
}

export const slowSenders: fc.Arbitrary<SlowSender> = fc.record({
  declared: fc.integer({ min: 1_000, max: 60_000 }),
  bytesPerTick: fc.integer({ min: 1, max: 50 }),
  tickMs: fc.integer({ min: 300, max: 3_000 }),
});
