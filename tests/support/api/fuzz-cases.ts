import { gzipSync } from "node:zlib";
import { z } from "zod";
import { loginAnswerSchema, meAnswerSchema, usersAnswerSchema } from "../../../api/contract/auth";
import { blogListSchema, blogSchema, imagesAnswerSchema, tagCountsSchema } from "../../../api/contract/blogs";
import { commentListSchema, commentSchema } from "../../../api/contract/comments";
import { successAnswerSchema } from "../../../api/contract/common";
import { leadCreatedSchema, leadListSchema, leadSchema } from "../../../api/contract/leads";
import type { RawRequest } from "./raw-http";

/** Deterministic per seed; no fuzz library: a small PRNG and hand-written mutators per input channel. */

export interface Rng {
  next(): number;
  int(n: number): number;
  between(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  bytes(n: number): Buffer;
}

/** mulberry32: tiny, fast, good enough to spread test inputs. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    chance: (p) => next() < p,
    pick: (items) => items[int(items.length)]!,
    bytes: (n) => {
      const out = Buffer.alloc(n);
      for (let i = 0; i < n; i++) out[i] = int(256);
      return out;
    },
  };
}

function seedOf(text: string, base: number): number {
  let hash = 0x811c9dc5 ^ base;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export interface FuzzFixtures {
  blogId: string;
  draftBlogId: string;
  commentId: string;
  leadId: string;
  uploadFile: string;
  /** Valid in a PUT of that post. */
  imageUrl: string;
  staffEmail: string;
  jsonLimit: number;
  maxUploadBytes: number;
  uploadBodyLimit: number;
  images: FuzzImages;
}

export interface FuzzImages {
  tinyJpeg: Buffer;
  tinyPng: Buffer;
  gif: Buffer;
  webp: Buffer;
  pngBomb: Buffer;
  jpegBomb: Buffer;
  pixelBomb: Buffer;
  gzipBomb: Buffer;
}

export const TOKEN_PLACEHOLDER = "\u0000TOKEN\u0000";

export type AuthMode = "none" | "valid";

export interface FuzzCase {
  route: string;
  index: number;
  kind: string;
  request: RawRequest;
  auth: AuthMode;
  onRoute: boolean;
  /** Answered before any route logic. */
  protocolLevel: boolean;
}

export interface RouteSpec {
  label: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  staff: boolean;
  body: "none" | "json" | "multipart";
  /** Answers 2xx for most inputs by design. */
  lenient?: string;
  answer: z.ZodType | "image";
}

const ROUTE_LIST: RouteSpec[] = [
  { label: "GET /api/blogs", method: "GET", staff: false, body: "none", answer: blogListSchema, lenient: "page/title/status/tag fall back to defaults (contract: .catch)" },
  { label: "GET /api/blogs/tags", method: "GET", staff: false, body: "none", answer: tagCountsSchema, lenient: "takes no input" },
  { label: "GET /api/blogs/byId", method: "GET", staff: false, body: "none", answer: blogSchema },
  { label: "POST /api/blogs", method: "POST", staff: true, body: "multipart", answer: blogSchema },
  { label: "PUT /api/blogs", method: "PUT", staff: true, body: "multipart", answer: blogSchema },
  { label: "DELETE /api/blogs", method: "DELETE", staff: true, body: "none", answer: successAnswerSchema },
  { label: "POST /api/login", method: "POST", staff: false, body: "json", answer: loginAnswerSchema },
  { label: "POST /api/logout", method: "POST", staff: true, body: "none", answer: successAnswerSchema, lenient: "takes no input but the token" },
  { label: "GET /api/me", method: "GET", staff: true, body: "none", answer: meAnswerSchema, lenient: "takes no input but the token" },
  { label: "GET /api/images", method: "GET", staff: false, body: "none", answer: imagesAnswerSchema },
  { label: "GET /api/comments/:id", method: "GET", staff: false, body: "none", answer: commentListSchema },
  { label: "POST /api/comments", method: "POST", staff: false, body: "json", answer: commentSchema },
  { label: "DELETE /api/comments/:id", method: "DELETE", staff: true, body: "none", answer: successAnswerSchema },
  { label: "GET /api/users", method: "GET", staff: true, body: "none", answer: usersAnswerSchema, lenient: "takes no input but the token" },
  { label: "POST /api/sendEmail", method: "POST", staff: false, body: "json", answer: leadCreatedSchema },
  { label: "POST /api/sendQuote", method: "POST", staff: false, body: "json", answer: leadCreatedSchema },
  { label: "GET /api/leads", method: "GET", staff: true, body: "none", answer: leadListSchema, lenient: "type/status are checked, page falls back to 1" },
  { label: "GET /api/leads/:id", method: "GET", staff: true, body: "none", answer: leadSchema },
  { label: "PATCH /api/leads/:id", method: "PATCH", staff: true, body: "json", answer: leadSchema },
  { label: "GET /uploads/*", method: "GET", staff: false, body: "none", answer: "image" },
  { label: "GET /api/health", method: "GET", staff: false, body: "none", answer: z.object({ status: z.literal("ok") }), lenient: "takes no input" },
];
export const ROUTES: readonly RouteSpec[] = ROUTE_LIST;

/** An answer on a mutated path may come from another route. */
export const ANY_ANSWER: z.ZodType[] = ROUTE_LIST.flatMap((route) => (route.answer === "image" ? [] : [route.answer]));

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800x",
  "\u202e\u0644\u0627\u06c1\u0648\u0631",
  "🚚📦".repeat(20),
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "' OR '1'='1' --",
  "\"; DROP TABLE blogs; --",
  "../../../../etc/passwd",
  "..\\..\\manzil.db",
  "%00",
  "%s%n%x",
  "\r\n\r\nX-Injected: 1",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x1f",
  "9".repeat(400),
  "\t\n\v\f\r",
  "\u00a0\u2028\u2029",
  "\ufeff",
  "\u0085",
  "e\u0301\u0301\u0301\u0301\u0301",
];

function asciiString(rng: Rng, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String.fromCharCode(rng.between(0x20, 0x7e));
  return out;
}

function unicodeString(rng: Rng, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) {
    const roll = rng.int(10);
    if (roll < 4) out += String.fromCharCode(rng.between(0x20, 0x7e));
    else if (roll < 6) out += String.fromCharCode(rng.between(0x600, 0x6ff));
    else if (roll < 7) out += String.fromCharCode(rng.between(0, 0x1f));
    else if (roll < 8) out += String.fromCharCode(rng.between(0xd800, 0xdfff));
    else out += String.fromCodePoint(rng.between(0xa0, 0x1ffff));
  }
  return out;
}

function sizeOf(rng: Rng, max: number): number {
  const roll = rng.next();
  if (roll < 0.75) return rng.int(40);
  if (roll < 0.95) return rng.int(Math.min(max, 3000));
  return rng.int(max);
}

export function weirdString(rng: Rng, max = 20_000): string {
  const roll = rng.int(4);
  if (roll === 0) return rng.pick(NASTY_STRINGS);
  if (roll === 1) return asciiString(rng, sizeOf(rng, max));
  if (roll === 2) return unicodeString(rng, sizeOf(rng, max));
  return rng.pick(NASTY_STRINGS) + asciiString(rng, rng.int(20)) + rng.pick(NASTY_STRINGS);
}

function deepJson(rng: Rng): unknown {
  let value: unknown = rng.pick([1, "x", null, {}]);
  const depth = rng.between(2, 60);
  for (let i = 0; i < depth; i++) value = rng.chance(0.5) ? [value] : { a: value };
  return value;
}

function weirdValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 8 : 11)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([0, -1, 1, 1.5, -0, 2 ** 53 + 1, 1e308, -1e308, 5e-324, 100, 101, 99999999999]);
    case 3:
    case 4:
    case 5:
    case 6:
      return weirdString(rng);
    case 7:
      return String(rng.pick([0, -1, 1.5, 1e21, 7]));
    case 8:
      return Array.from({ length: rng.int(6) }, () => weirdValue(rng, depth + 1));
    case 9:
      return Object.fromEntries(Array.from({ length: rng.int(5) }, () => [rng.chance(0.3) ? rng.pick(NASTY_STRINGS) : asciiString(rng, rng.between(1, 8)), weirdValue(rng, depth + 1)]));
    default:
      return deepJson(rng);
  }
}

type FieldGen = (rng: Rng, f: FuzzFixtures) => unknown;

interface JsonShape {
  valid: Record<string, FieldGen>;
  /** One of them poisons every generated object. */
  poison: Array<[string, FieldGen]>;
}

const validPhone: FieldGen = (rng) => rng.pick(["0300-1234567", "+92 321 7654321", "923001234567", "03451234567"]);
const validEmail: FieldGen = (rng) => rng.pick(["ayesha@example.com", "x@y.pk", ""]);
const idLike: FieldGen = (rng) => asciiString(rng, 12).replace(/[^A-Za-z0-9_-]/g, "A");

const SHAPES: Record<string, JsonShape> = {
  "POST /api/login": {
    valid: { email: (_r, f) => f.staffEmail, password: (rng) => asciiString(rng, rng.between(1, 30)) },
    poison: [
      ["email", (rng) => rng.pick([null, 1, [], {}, "", " ", "x".repeat(255)])],
      ["password", (rng) => rng.pick([null, 1, true, [], {}, "", "p".repeat(1025)])],
    ],
  },
  "POST /api/comments": {
    valid: {
      blogId: (_r, f) => f.blogId,
      name: (rng) => asciiString(rng, rng.int(50)),
      email: validEmail,
      website: (rng) => rng.pick(["", "https://example.com"]),
      commentText: (rng) => weirdString(rng, 2000),
    },
    poison: [
      ["blogId", (rng, f) => rng.pick([null, 1, [], {}, "", "x/y", "..", "\u0000", "A".repeat(65), f.draftBlogId, "AAAAAAAAAAAA"])],
      ["name", (rng) => rng.pick([1, [], {}, true, "n".repeat(101)])],
      ["email", (rng) => rng.pick([1, [], {}, "e".repeat(255)])],
      ["website", (rng) => rng.pick([1, [], {}, "w".repeat(301)])],
      ["commentText", (rng) => rng.pick([1, [], {}, null, "c".repeat(3001)])],
    ],
  },
  "POST /api/sendEmail": {
    valid: { name: (rng) => asciiString(rng, rng.between(1, 40)), phone: validPhone, email: validEmail, message: (rng) => weirdString(rng, 4000) || "m" },
    poison: [
      ["name", (rng) => rng.pick([null, 1, [], {}, "", "   ", "n".repeat(101)])],
      ["phone", (rng) => rng.pick([1, [], "12345", "+1 202 555 0100", "0300-12345678", "٠٣٠٠١٢٣٤٥٦٧", "p".repeat(31)])],
      ["email", (rng) => rng.pick([1, [], "not-an-email", "a@", "@b.c", "e".repeat(255)])],
      ["message", (rng) => rng.pick([null, 1, [], {}, "", "  ", "m".repeat(5001)])],
    ],
  },
  "POST /api/sendQuote": {
    valid: {
      name: (rng) => asciiString(rng, rng.between(1, 40)),
      phone: validPhone,
      email: validEmail,
      service: (rng) => rng.pick(["house", "office", "pets"]),
      fromCity: (rng) => rng.pick(["lahore", "karachi"]),
      toCity: (rng) => rng.pick(["islamabad", "other"]),
      fromArea: (rng) => asciiString(rng, rng.int(30)),
      toArea: (rng) => asciiString(rng, rng.int(30)),
      moveDate: (rng) => rng.pick(["", "2025-07-01"]),
      flexibleDate: (rng) => rng.chance(0.5),
      propertySize: (rng) => rng.pick(["1-bed", "mazda"]),
      floor: (rng) => rng.int(5),
      lift: (rng) => rng.chance(0.5),
      extras: (rng) => rng.pick([[], ["packing"], ["storage", "insurance"]]),
      notes: (rng) => weirdString(rng, 1500),
    },
    poison: [
      ["name", (rng) => rng.pick([null, 1, [], "", "n".repeat(101)])],
      ["phone", (rng) => rng.pick([null, "", "12345", 3001234567, "p".repeat(31)])],
      ["service", (rng) => rng.pick([null, "rocket", "HOUSE", 1, ["house"]])],
      ["fromCity", (rng) => rng.pick([null, "paris", 1, {}])],
      ["toCity", (rng) => rng.pick([null, "", "lahore "])],
      ["moveDate", (rng) => rng.pick(["tomorrow", "2025-7-1", 20250701, "2025-07-01T00:00"])],
      ["flexibleDate", (rng) => rng.pick(["yes", 1, "true", null])],
      ["propertySize", (rng) => rng.pick(["castle", 3, null])],
      ["floor", (rng) => rng.pick([-1, 101, 1.5, "ten", [], {}, "1e9"])],
      ["lift", (rng) => rng.pick(["no", 0, null])],
      ["extras", (rng) => rng.pick(["packing", ["packing", "helicopter"], [1], Array(5).fill("packing"), { 0: "packing" }])],
      ["notes", (rng) => rng.pick([1, [], {}, "n".repeat(2001)])],
    ],
  },
  "PATCH /api/leads/:id": {
    valid: { status: (rng) => rng.pick(["new", "contacted", "closed"]) },
    poison: [["status", (rng) => rng.pick([null, "", "won", "NEW", 1, [], {}, ["closed"], "closed\u0000"])]],
  },
};

function badObject(rng: Rng, shape: JsonShape, f: FuzzFixtures): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, gen] of Object.entries(shape.valid)) {
    if (rng.chance(0.15)) continue;
    out[field] = rng.chance(0.7) ? gen(rng, f) : weirdValue(rng);
  }
  const [field, gen] = rng.pick(shape.poison);
  out[field] = gen(rng, f);
  if (rng.chance(0.2)) out[weirdString(rng, 30) || "x"] = weirdValue(rng);
  if (rng.chance(0.05)) out["__proto__"] = { isAdmin: true };
  return out;
}

function brokenJson(rng: Rng, text: string): Buffer {
  switch (rng.int(14)) {
    case 0:
      return Buffer.from(text.slice(0, rng.int(Math.max(1, text.length))));
    case 1:
      return Buffer.from(text + rng.pick(["}", "]", ",", "x", "\u0000", "{}", "\n\n{"]));
    case 2:
      return Buffer.from(text.replace(/"/g, "'"));
    case 3:
      return Buffer.from(text.replace(/}$/, ",}"));
    case 4:
      return Buffer.from(`/* c */${text}`);
    case 5:
      return Buffer.from(rng.pick(["NaN", "Infinity", "undefined", "{a:1}", "{\"a\":01}", "{\"a\":.5}", "{\"a\":\"\\x41\"}", "{\"a\":\"\\u12\"}", "{\"a\" 1}", "[", "{", "\"", "tru", "nul"]));
    case 6:
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    case 7: {
      const at = rng.int(text.length + 1);
      return Buffer.concat([Buffer.from(text.slice(0, at)), rng.bytes(rng.between(1, 8)), Buffer.from(text.slice(at))]);
    }
    case 8:
      return rng.bytes(rng.between(1, 2000));
    case 9:
      return Buffer.from(text, "utf16le");
    case 10:
      return Buffer.from(rng.pick(["", " ", "\n", "\t\r\n"]));
    case 11:
      return Buffer.from(rng.pick(["null", "true", "0", "\"text\"", "[]", "[1,2]", "[{}]", "1e999", "-"]));
    case 12:
      return Buffer.from("[".repeat(rng.between(1000, 30_000)));
    default:
      return Buffer.from(`{"a":"${"\\".repeat(rng.between(1, 9))}"}`);
  }
}

const BAD_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
  [0x80],
].map((bytes) => Buffer.from(bytes));

function jsonWithBadUtf8(rng: Rng, object: Record<string, unknown>): Buffer {
  const keys = Object.keys(object);
  const key = keys.length > 0 ? rng.pick(keys) : "name";
  const marker = "\u0001MARK\u0001";
  const text = JSON.stringify({ ...object, [key]: `a${marker}b` });
  const [before, after] = text.split(JSON.stringify(marker).slice(1, -1));
  return Buffer.concat([Buffer.from(before ?? ""), rng.pick(BAD_UTF8), Buffer.from(after ?? "")]);
}

interface Part {
  name: string;
  value: Buffer;
  filename?: string;
  contentType?: string;
  rawHeaders?: string;
}

function encodeMultipart(boundary: string, parts: Part[], options: { crlf?: string; final?: boolean } = {}): Buffer {
  const nl = options.crlf ?? "\r\n";
  const out: Buffer[] = [];
  for (const part of parts) {
    out.push(Buffer.from(`--${boundary}${nl}`, "latin1"));
    if (part.rawHeaders !== undefined) out.push(Buffer.from(part.rawHeaders, "latin1"));
    else {
      const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`;
      out.push(Buffer.from(disposition, "utf8"), Buffer.from(nl, "latin1"));
      if (part.contentType) out.push(Buffer.from(`Content-Type: ${part.contentType}${nl}`, "latin1"));
    }
    out.push(Buffer.from(nl, "latin1"), part.value, Buffer.from(nl, "latin1"));
  }
  if (options.final !== false) out.push(Buffer.from(`--${boundary}--${nl}`, "latin1"));
  return Buffer.concat(out);
}

const text = (name: string, value: string): Part => ({ name, value: Buffer.from(value, "utf8") });

function badImage(rng: Rng, f: FuzzFixtures): { bytes: Buffer; label: string } {
  const { images } = f;
  const jpegHead = Buffer.from([0xff, 0xd8, 0xff]);
  const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  switch (rng.int(14)) {
    case 0:
      return { bytes: images.pngBomb, label: "png declaring 30000x30000" };
    case 1:
      return { bytes: images.jpegBomb, label: "jpeg declaring 60000x60000" };
    case 2:
      return { bytes: images.pixelBomb, label: "real image over the pixel cap" };
    case 3:
      return { bytes: Buffer.concat([jpegHead, rng.bytes(rng.between(0, 3000))]), label: "jpeg magic + noise" };
    case 4:
      return { bytes: Buffer.concat([pngHead, rng.bytes(rng.between(0, 3000))]), label: "png magic + noise" };
    case 5:
      return { bytes: images.tinyJpeg.subarray(0, rng.between(3, images.tinyJpeg.length - 1)), label: "truncated jpeg" };
    case 6:
      return { bytes: images.tinyPng.subarray(0, rng.between(8, images.tinyPng.length - 1)), label: "truncated png" };
    case 7:
      return { bytes: images.gif, label: "gif" };
    case 8:
      return { bytes: images.webp, label: "webp" };
    case 9:
      return { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), label: "svg" };
    case 10:
      return { bytes: rng.bytes(rng.between(1, 4000)), label: "noise" };
    case 11: {
      const copy = Buffer.from(images.tinyPng);
      for (let i = 0; i < 6; i++) copy[rng.between(8, copy.length - 1)] = rng.int(256);
      return { bytes: copy, label: "png with flipped bytes" };
    }
    case 12: {
      const copy = Buffer.from(images.tinyJpeg);
      for (let i = 0; i < 6; i++) copy[rng.between(3, copy.length - 1)] = rng.int(256);
      return { bytes: copy, label: "jpeg with flipped bytes" };
    }
    default:
      return { bytes: Buffer.concat([images.tinyJpeg, images.tinyPng]), label: "jpeg followed by png" };
  }
}

function badBlogParts(rng: Rng, f: FuzzFixtures, edit: boolean): { parts: Part[]; label: string } {
  const parts: Part[] = [];
  if (rng.chance(0.85)) parts.push(text("title", rng.chance(0.6) ? asciiString(rng, rng.between(1, 80)) : weirdString(rng, 200)));
  if (rng.chance(0.6)) parts.push(text("shortDesc", weirdString(rng, 3000)));
  if (rng.chance(0.6)) parts.push(text("detailedDesc", rng.chance(0.5) ? `<p>${weirdString(rng, 3000)}</p>` : weirdString(rng, 3000)));
  if (rng.chance(0.4)) for (let i = 0; i < rng.int(4); i++) parts.push(text(`tags[${i}]`, asciiString(rng, rng.between(1, 20))));
  if (rng.chance(0.3)) parts.push(text("status", rng.pick(["draft", "published"])));
  if (rng.chance(0.2)) parts.push(text("blogDate", rng.pick(["2024-01-01T10:00:00Z", "2025-06-30"])));
  if (edit && rng.chance(0.3)) parts.push(text("images", f.imageUrl));

  // Poisons go in after reordering, first in line: the first value of a text field wins.
  if (rng.chance(0.3)) parts.reverse();
  const setText = (name: string, value: string) => {
    for (let at = parts.findIndex((p) => p.name === name); at >= 0; at = parts.findIndex((p) => p.name === name)) parts.splice(at, 1);
    parts.unshift(text(name, value));
  };
  const poisons: Array<() => string> = [
    () => {
      setText("title", rng.pick(["", "   ", "t".repeat(201), "\u0000".repeat(201), "a\u0000b"]));
      return "title empty, too long or with NUL";
    },
    () => {
      setText("shortDesc", "s".repeat(5001));
      return "shortDesc too long";
    },
    () => {
      setText("detailedDesc", "<div>".repeat(rng.between(5000, 40_000)));
      return "detailedDesc nested very deep";
    },
    () => {
      setText("detailedDesc", "d".repeat(200_001));
      return "detailedDesc too long";
    },
    () => {
      setText("status", rng.pick(["DRAFT", "deleted", "published\u0000", "1", " "]));
      return "bad status";
    },
    () => {
      // Short values fail the 10-character minimum; V8 would parse "0" or "2025".
      setText("blogDate", rng.pick(["not a date", "2025-13-45T99:99", "-1", "+999999-01-01", "Infinity", "0", "9".repeat(20), "2025"]));
      return "bad blogDate";
    },
    () => {
      for (let i = 0; i < 21; i++) parts.push(text(`tags[${i}]`, `tag${i}`));
      return "21 tags";
    },
    () => {
      parts.push(text(rng.pick(["tags[0]", "tags", "tags[]"]), "t".repeat(41)));
      return "tag too long";
    },
    () => {
      parts.push(text(rng.pick(["tags[99999999999]", "tags[-1]", "tags[1e3]", "tags[0][0]"]), "x"));
      setText("title", "");
      return "odd tag index and empty title";
    },
    () => {
      parts.push(text("imageAlt[0]", "a".repeat(201)), { name: "images", value: f.images.tinyJpeg, filename: "a.jpg", contentType: "image/jpeg" });
      return "alt text too long";
    },
    () => {
      parts.push({ name: rng.pick(["title", "shortDesc", "status", "tags[0]", "imageAlt[0]"]), value: rng.bytes(20), filename: "x.bin", contentType: "application/octet-stream" });
      return "file where text is expected";
    },
    () => {
      const { bytes, label } = badImage(rng, f);
      parts.push({ name: rng.pick(["images", "images[]"]), value: bytes, filename: rng.pick(["a.jpg", "a.png", "../../x.jpg", "", "\u0000.jpg", "a".repeat(300)]), contentType: rng.pick(["image/jpeg", "image/png", "text/html", ""]) });
      return `image: ${label}`;
    },
    () => {
      parts.push({ name: "images", value: Buffer.alloc(0), filename: "empty.jpg", contentType: "image/jpeg" });
      return "empty image file";
    },
    () => {
      parts.push({ name: "images", value: Buffer.concat([f.images.tinyJpeg, Buffer.alloc(f.maxUploadBytes + 1 - f.images.tinyJpeg.length)]), filename: "big.jpg", contentType: "image/jpeg" });
      return "image over MAX_UPLOAD_BYTES";
    },
    () => {
      for (let i = 0; i < 11; i++) parts.push({ name: "images", value: f.images.tinyPng, filename: `${i}.png`, contentType: "image/png" });
      return "11 images";
    },
    () => {
      parts.push(text("images", rng.pick(["/uploads/../../manzil.db", "/uploads/AAAAAAAAAAAA.jpg", "http://evil.example/uploads/BBBBBBBBBBBB.jpg", "javascript:alert(1)", "x", "/uploads/%2e%2e%2fmanzil.db"])));
      return "image URL not of this post";
    },
    () => {
      setText("blogCreatedBy", "b".repeat(65));
      return "blogCreatedBy too long";
    },
    () => {
      setText(rng.pick(["title", "shortDesc", "detailedDesc", "tags[0]", "imageAlt[0]"]), `x${"\u0000"}y`);
      return "NUL in a text field";
    },
  ];
  const label = rng.pick(poisons)();
  if (!edit && rng.chance(0.1)) parts.push(text("images", f.imageUrl));
  return { parts, label };
}

function brokenMultipart(rng: Rng, f: FuzzFixtures): { body: Buffer; contentType: string; label: string } {
  const boundary = `----fuzz${rng.int(1e9)}`;
  const parts = [text("title", "Broken form"), { name: "images", value: f.images.tinyJpeg, filename: "a.jpg", contentType: "image/jpeg" }];
  const good = encodeMultipart(boundary, parts);
  const type = `multipart/form-data; boundary=${boundary}`;
  switch (rng.int(16)) {
    case 0:
      return { body: good, contentType: "multipart/form-data", label: "no boundary parameter" };
    case 1:
      return { body: good, contentType: "multipart/form-data; boundary=other", label: "wrong boundary" };
    case 2:
      return { body: good.subarray(0, rng.between(1, good.length - 1)), contentType: type, label: "truncated" };
    case 3:
      return { body: encodeMultipart(boundary, parts, { final: false }), contentType: type, label: "no closing boundary" };
    case 4:
      return { body: encodeMultipart(boundary, parts, { crlf: "\n" }), contentType: type, label: "LF line ends" };
    case 5:
      return { body: encodeMultipart(boundary, [{ name: "title", value: Buffer.from("x"), rawHeaders: "" }]), contentType: type, label: "part without headers" };
    case 6:
      return { body: encodeMultipart(boundary, [{ name: "title", value: Buffer.from("x"), rawHeaders: "Content-Disposition: form-data\r\n" }]), contentType: type, label: "part without a name" };
    case 7:
      return { body: encodeMultipart(boundary, [{ name: "", value: Buffer.from("x"), rawHeaders: `Content-Disposition: form-data; name="${"n".repeat(rng.between(100, 20_000))}"\r\n` }]), contentType: type, label: "very long part header" };
    case 8: {
      const long = "b".repeat(rng.between(71, 5000));
      return { body: encodeMultipart(long, parts), contentType: `multipart/form-data; boundary=${long}`, label: "boundary over 70 characters" };
    }
    case 9:
      return { body: encodeMultipart(boundary, parts), contentType: `multipart/form-data; boundary="${boundary}`, label: "unterminated quoted boundary" };
    case 10:
      return { body: rng.bytes(rng.between(1, 5000)), contentType: type, label: "noise" };
    case 11:
      return { body: encodeMultipart(boundary, [{ name: "title", value: Buffer.from("x"), rawHeaders: "Content-Disposition: form-data; name=\"title\"\r\nContent-Type: multipart/mixed; boundary=inner\r\n" }]), contentType: type, label: "nested multipart/mixed" };
    case 12: {
      const many = Array.from({ length: rng.between(500, 3000) }, (_, i) => text(`f${i}`, "v"));
      return { body: encodeMultipart(boundary, [text("title", ""), ...many]), contentType: type, label: "thousands of parts" };
    }
    case 13:
      return { body: Buffer.concat([good.subarray(0, good.length - 10), rng.bytes(30)]), contentType: type, label: "garbage after the last part" };
    case 14:
      return { body: encodeMultipart(boundary, [{ name: "title", value: Buffer.from("x"), rawHeaders: `Content-Disposition: form-data; name*=UTF-8''%E0%A4%A; filename*=UTF-8''%ff%fe\r\n` }]), contentType: type, label: "bad RFC 5987 names" };
    default:
      return { body: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n`), rng.bytes(200)]), contentType: type, label: "unterminated part" };
  }
}

/** Unlike encodeURIComponent, lone surrogates included. */
export function pctEncode(value: string): string {
  let out = "";
  for (const byte of Buffer.from(value, "utf8")) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9_.~-]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function routePath(route: RouteSpec, rng: Rng, f: FuzzFixtures): { path: string; query: string } {
  const weirdId = () => {
    const encoded = pctEncode(weirdString(rng, 100));
    return encoded === "" || encoded === "." || encoded === ".." ? `${encoded}x` : encoded;
  };
  const id = (exists: string) => (rng.chance(0.05) ? exists : rng.chance(0.5) ? String(idLike(rng, f)) : weirdId());
  switch (route.label) {
    case "GET /api/blogs":
      return { path: "/api/blogs", query: "" };
    case "GET /api/blogs/byId":
    case "GET /api/images":
      return { path: route.label.split(" ")[1]!, query: `id=${id(f.blogId)}` };
    case "PUT /api/blogs":
      return { path: "/api/blogs", query: `id=${rng.chance(0.6) ? f.blogId : id(f.blogId)}` };
    case "DELETE /api/blogs":
      // Never a real post: deleting the fixture would starve the other routes.
      return { path: rng.chance(0.5) ? "/api/blogs" : "/api/blogs/", query: `id=${rng.chance(0.5) ? idLike(rng, f) : weirdId()}` };
    case "GET /api/comments/:id":
      return { path: `/api/comments/${id(f.blogId)}`, query: "" };
    case "DELETE /api/comments/:id":
      return { path: `/api/comments/${rng.chance(0.5) ? idLike(rng, f) : weirdId()}`, query: "" };
    case "GET /api/leads/:id":
    case "PATCH /api/leads/:id":
      return { path: `/api/leads/${id(f.leadId)}`, query: "" };
    case "GET /uploads/*":
      return { path: `/uploads/${rng.chance(0.05) ? f.uploadFile : weirdId()}`, query: "" };
    default:
      return { path: route.label.split(" ")[1]!, query: "" };
  }
}

const QUERY_VALUES = [
  "",
  "%00",
  "%ff",
  "%c3%28",
  "%",
  "%zz",
  "%E0%A4%A",
  "-1",
  "0",
  "1e400",
  "NaN",
  "1.5",
  "99999999999999999999",
  "%2e%2e%2f%2e%2e%2fmanzil.db",
  "..%2F..%2F",
  "%27%20OR%201%3D1--",
  "%5Cx00",
  "+",
  "%2B%2B",
  "a&b",
  "%F0%9F%9A%9A",
  "__proto__",
];

function badQuery(rng: Rng, names: string[]): string {
  const params: string[] = [];
  for (let i = 0; i < rng.between(1, 5); i++) {
    const name = rng.chance(0.7) && names.length > 0 ? rng.pick(names) : rng.pick(["x", "id[]", "id[a]", "__proto__", "constructor[prototype]", "%00", "", "page[]", "a".repeat(300)]);
    const roll = rng.int(5);
    const value =
      roll === 0
        ? "x".repeat(rng.between(300, 7000))
        : roll === 1
          ? pctEncode(weirdString(rng, 500))
          : roll === 2
            ? String(rng.pick([-1, 0, 1, 2, 100_001, 2 ** 31, 1e21]))
            : rng.pick(QUERY_VALUES);
    params.push(rng.chance(0.1) ? name : `${name}=${value}`);
  }
  return params.join(rng.chance(0.9) ? "&" : rng.pick([";", "&&", "&=&"]));
}

const QUERY_NAMES: Record<string, string[]> = {
  "GET /api/blogs": ["page", "title", "status", "tag"],
  "GET /api/blogs/byId": ["id"],
  "GET /api/images": ["id"],
  "PUT /api/blogs": ["id"],
  "DELETE /api/blogs": ["id"],
  "GET /api/leads": ["type", "status", "page"],
};

function badPath(rng: Rng, path: string): { target: string | Buffer; label: string } {
  const lastSlash = path.lastIndexOf("/");
  const head = path.slice(0, lastSlash + 1);
  const tricks: Array<() => { target: string | Buffer; label: string }> = [
    () => ({ target: `${path}/..`, label: "trailing /.." }),
    () => ({ target: `${path}/../../../../etc/passwd`, label: "../ climb" }),
    () => ({ target: `${head}%2e%2e/%2e%2e/manzil.db`, label: "%2e%2e segments" }),
    () => ({ target: `${head}..%2f..%2fmanzil.db`, label: "encoded slash climb" }),
    () => ({ target: `${head}%252e%252e%252fmanzil.db`, label: "double-encoded climb" }),
    () => ({ target: `${head}%c0%ae%c0%ae/manzil.db`, label: "overlong UTF-8 dots" }),
    () => ({ target: `${head}..\\..\\manzil.db`, label: "backslashes" }),
    () => ({ target: `${path}%00`, label: "encoded null byte" }),
    () => ({ target: Buffer.concat([Buffer.from(path), Buffer.from([0]), Buffer.from(".jpg")]), label: "raw null byte" }),
    () => ({ target: `${path}%ff%fe`, label: "encoded invalid UTF-8" }),
    () => ({ target: Buffer.concat([Buffer.from(path), Buffer.from([0xff, 0xc3, 0x28])]), label: "raw invalid UTF-8" }),
    () => ({ target: `${path}/${"a".repeat(rng.between(1000, 8000))}`, label: "long path" }),
    () => ({ target: `${path}/${"a".repeat(rng.between(17_000, 40_000))}`, label: "path over the header limit" }),
    () => ({ target: `${head}${"%2e%2e%2f".repeat(rng.between(10, 400))}`, label: "many encoded climbs" }),
    () => ({ target: path.replace("/api/", "//api//"), label: "double slashes" }),
    () => ({ target: path.replace("/api/", "/./api/./"), label: "dot segments" }),
    () => ({ target: path.toUpperCase(), label: "upper case" }),
    () => ({ target: `${path};jsessionid=1`, label: "matrix parameter" }),
    () => ({ target: `${path}#frag`, label: "fragment" }),
    () => ({ target: `${path}%`, label: "lone percent" }),
    () => ({ target: `${path}%zz`, label: "bad escape" }),
    () => ({ target: `http://evil.example${path}`, label: "absolute-form target" }),
    () => ({ target: "*", label: "asterisk target" }),
    () => ({ target: path.slice(1), label: "no leading slash" }),
    () => ({ target: `${path} HTTP/1.1\r\nX: y`, label: "request line injection" }),
  ];
  return rng.pick(tricks)();
}

const CONTENT_TYPES = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/jsonx",
  "image/png",
  "*/*",
  "\u0001",
  "application/json, text/plain",
  "a".repeat(2000),
];

function authHeader(auth: AuthMode, rng: Rng): Array<[string, string | Buffer]> {
  if (auth === "valid") return [["Authorization", `${rng.chance(0.9) ? "Bearer" : "bearer"} ${TOKEN_PLACEHOLDER}`]];
  const roll = rng.int(10);
  if (roll < 4) return [];
  const garbage = [
    "Bearer",
    "Bearer ",
    `Bearer ${"A".repeat(43)}`,
    `Bearer ${"A".repeat(42)}!`,
    `Bearer ${asciiString(rng, rng.between(1, 200))}`,
    `Basic ${Buffer.from("admin:admin").toString("base64")}`,
    `Bearer ${"x".repeat(8000)}`,
    "Bearer \u00ff\u00fe",
    `Token ${"A".repeat(43)}`,
  ];
  return [["Authorization", rng.pick(garbage)]];
}

function withJsonBody(headers: Array<[string, string | Buffer]>, body: Buffer, rng: Rng): RawRequest["headers"] {
  return [...headers, ["Content-Type", rng.chance(0.9) ? "application/json" : rng.pick(["application/json; charset=utf-8", "APPLICATION/JSON"])]];
}

/** `auth` "valid" carries TOKEN_PLACEHOLDER, which the harness replaces with a live token. */
export function generateCases(route: RouteSpec, count: number, f: FuzzFixtures, seed: number, auth: AuthMode): FuzzCase[] {
  const rng = createRng(seedOf(`${route.label}|${auth}`, seed));
  const cases: FuzzCase[] = [];
  const method = route.method;
  const kinds: Array<[string, number]> = [
    ["path", 10],
    ["method", 4],
    ["headers", 6],
    ["framing", 4],
    ["compressed", 3],
    ["query", route.method === "GET" || route.method === "DELETE" || route.label === "PUT /api/blogs" ? 10 : 3],
    ...(route.staff ? ([["auth", auth === "valid" ? 6 : 0]] as Array<[string, number]>) : []),
    ...(route.body === "json"
      ? ([
          ["json-fields", 30],
          ["json-broken", 14],
          ["json-utf8", 6],
          ["json-deep", 3],
          ["content-type", 6],
          ["oversize", 2],
          ...(route.label.includes("send") ? ([["honeypot", 2]] as Array<[string, number]>) : []),
        ] as Array<[string, number]>)
      : []),
    ...(route.body === "multipart"
      ? ([
          ["multipart-fields", 34],
          ["multipart-broken", 18],
          ["content-type", 6],
          ["oversize", 1],
        ] as Array<[string, number]>)
      : []),
    ...(route.body === "none" ? ([["ignored-body", 2]] as Array<[string, number]>) : []),
  ];
  const total = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  const pickKind = () => {
    let roll = rng.int(total);
    for (const [kind, weight] of kinds) {
      if (roll < weight) return kind;
      roll -= weight;
    }
    return kinds[0]![0];
  };
  const shape = SHAPES[route.label];

  const defaultBody = (): { body?: Buffer; headers: Array<[string, string | Buffer]> } => {
    if (route.body === "json" && shape) {
      return { body: Buffer.from(JSON.stringify(badObject(rng, shape, f))), headers: [["Content-Type", "application/json"]] };
    }
    if (route.body === "multipart") {
      const boundary = `----fuzz${rng.int(1e9)}`;
      return { body: encodeMultipart(boundary, badBlogParts(rng, f, route.method === "PUT").parts), headers: [["Content-Type", `multipart/form-data; boundary=${boundary}`]] };
    }
    return { headers: [] };
  };

  for (let index = 0; index < count; index++) {
    const kind = pickKind();
    const { path, query } = routePath(route, rng, f);
    let target: string | Buffer = query ? `${path}?${query}` : path;
    let requestMethod: string = method;
    let headers: Array<[string, string | Buffer]> = authHeader(auth, rng);
    let body: Buffer | undefined;
    let chunked = false;
    let onRoute = true;
    let protocolLevel = false;
    let detail = "";

    switch (kind) {
      case "path": {
        const trick = badPath(rng, path);
        target = trick.target;
        detail = trick.label;
        onRoute = false;
        if (/header limit|injection|raw null|asterisk|absolute|no leading slash/.test(trick.label)) protocolLevel = true;
        const made = defaultBody();
        body = made.body;
        headers = [...headers, ...made.headers];
        break;
      }
      case "method": {
        // Never DELETE on the PUT route: its query names the fixture post.
        const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "HEAD", "PROPFIND", "CONNECT", "get", "FOO", "G\u0001T", "M-SEARCH"];
        requestMethod = rng.pick(methods.filter((m) => m !== method && !(route.label === "PUT /api/blogs" && m === "DELETE")));
        detail = requestMethod;
        onRoute = false;
        if (!["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"].includes(requestMethod)) protocolLevel = true;
        const made = defaultBody();
        body = made.body;
        headers = [...headers, ...made.headers];
        break;
      }
      case "query": {
        target = `${path}?${badQuery(rng, QUERY_NAMES[route.label] ?? [])}`;
        detail = "query";
        const made = defaultBody();
        body = made.body;
        headers = [...headers, ...made.headers];
        break;
      }
      case "headers": {
        const made = defaultBody();
        body = made.body;
        headers = [...headers, ...made.headers];
        const roll = rng.int(11);
        if (roll === 0) {
          headers.push(["X-Big", "h".repeat(rng.between(1000, 12_000))]);
          detail = "large header";
        } else if (roll === 1) {
          headers.push(["X-Big", "h".repeat(rng.between(17_000, 30_000))]);
          detail = "header over the limit";
          protocolLevel = true;
        } else if (roll === 2) {
          headers.push(["X-Ctl", "a\u0001b"]);
          detail = "control character in a header";
          protocolLevel = true;
        } else if (roll === 3) {
          headers.push(["X-Bytes", Buffer.from([0xff, 0xfe, 0x80, 0xc3, 0x28])]);
          detail = "non-ASCII bytes in a header";
        } else if (roll === 4) {
          headers.push(["Bad Name", "x"]);
          detail = "space in a header name";
          protocolLevel = true;
        } else if (roll === 5) {
          headers = headers.filter(([name]) => name !== "Host");
          headers.push(["Host", rng.pick(["", "evil.example:99999", "[::1", "a b", "x".repeat(300), "127.0.0.1:80@evil"])]);
          detail = "bad Host";
          protocolLevel = true;
        } else if (roll === 6) {
          headers.push(["Expect", "100-continue"]);
          detail = "Expect: 100-continue";
        } else if (roll === 7) {
          headers.push(["Connection", "Upgrade"], ["Upgrade", "websocket"]);
          detail = "upgrade request";
        } else if (roll === 8) {
          for (let i = 0; i < rng.between(50, 150); i++) headers.push([`X-H${i}`, "v"]);
          detail = "many headers";
        } else if (roll === 9) {
          headers.push(["X-Forwarded-For", rng.pick(["", "a, b, c", "999.999.999.999", "::ffff:1.2.3.4", "x".repeat(3000), "127.0.0.1, ,"])]);
          detail = "odd X-Forwarded-For";
        } else {
          headers.push(["Accept", rng.pick(["text/html", "application/xml", "*/*;q=x", "\u00ff"])], ["Accept-Encoding", rng.pick(["gzip", "br;q=1", "x"])]);
          detail = "odd Accept";
        }
        break;
      }
      case "framing": {
        protocolLevel = true;
        const made = defaultBody();
        body = made.body ?? Buffer.from("{}");
        headers = [...headers, ...made.headers];
        const roll = rng.int(7);
        if (roll === 0) {
          headers.push(["Content-Length", String(body.length)], ["Transfer-Encoding", "chunked"]);
          detail = "Content-Length with Transfer-Encoding";
        } else if (roll === 1) {
          headers.push(["Content-Length", String(body.length)], ["Content-Length", String(body.length + 1)]);
          detail = "two Content-Length values";
        } else if (roll === 2) {
          headers.push(["Content-Length", rng.pick(["-1", "abc", "1e3", "0x10", " 5", "18446744073709551616"])]);
          detail = "bad Content-Length";
        } else if (roll === 3) {
          headers.push(["Transfer-Encoding", rng.pick(["gzip, chunked", "chunked, gzip", "identity", "chunked\u0000", "xchunked"])]);
          detail = "odd Transfer-Encoding";
        } else if (roll === 4) {
          headers.push(["Transfer-Encoding", "chunked"]);
          body = Buffer.from(rng.pick(["zz\r\nabc\r\n0\r\n\r\n", "5\r\nabc\r\n0\r\n\r\n", "-1\r\n\r\n", `${"f".repeat(20)}\r\n`, "3;ext=\u0000\r\nabc\r\n0\r\n\r\n"]), "latin1");
          detail = "broken chunks";
        } else if (roll === 5) {
          chunked = true;
          protocolLevel = false;
          detail = "valid chunked body";
        } else {
          headers.push(["Content-Length", String(Math.max(0, body.length - rng.between(1, 10)))]);
          detail = "Content-Length shorter than the body";
        }
        break;
      }
      case "compressed": {
        protocolLevel = true;
        const made = defaultBody();
        headers = [...headers, ...made.headers];
        const roll = rng.int(4);
        if (roll === 0) {
          body = f.images.gzipBomb;
          headers.push(["Content-Encoding", "gzip"]);
          detail = "gzip bomb";
        } else if (roll === 1) {
          body = gzipSync(made.body ?? Buffer.from("{}"));
          headers.push(["Content-Encoding", rng.pick(["gzip", "x-gzip", "GZIP"])]);
          detail = "gzip body";
        } else if (roll === 2) {
          body = made.body ?? Buffer.from("{}");
          headers.push(["Content-Encoding", rng.pick(["deflate", "br", "gzip, gzip", "zstd", "compress", "\u00ff"])]);
          detail = "other Content-Encoding";
        } else {
          body = rng.bytes(rng.between(10, 2000));
          headers.push(["Content-Encoding", "gzip"]);
          detail = "gzip header, garbage body";
        }
        if (!made.body && route.body === "none" && rng.chance(0.5)) body = undefined;
        break;
      }
      case "auth": {
        headers = authHeader("none", rng);
        const made = defaultBody();
        body = made.body;
        headers = [...headers, ...made.headers];
        detail = "broken token";
        break;
      }
      case "json-fields": {
        body = Buffer.from(JSON.stringify(badObject(rng, shape!, f)));
        headers = withJsonBody(headers, body, rng)!;
        detail = "wrong field values";
        break;
      }
      case "json-broken": {
        body = brokenJson(rng, JSON.stringify(badObject(rng, shape!, f)));
        headers = withJsonBody(headers, body, rng)!;
        detail = "broken JSON";
        break;
      }
      case "json-utf8": {
        body = jsonWithBadUtf8(rng, badObject(rng, shape!, f));
        headers = withJsonBody(headers, body, rng)!;
        detail = "invalid UTF-8";
        break;
      }
      case "json-deep": {
        const depth = rng.between(1000, Math.floor(f.jsonLimit / 2) - 100);
        const field = rng.pick([...Object.keys(shape!.valid), "website_url"]);
        body = Buffer.from(`{"${field}":${"[".repeat(depth)}${"]".repeat(depth)}}`);
        headers = withJsonBody(headers, body, rng)!;
        detail = `nested ${depth} deep in ${field}`;
        break;
      }
      case "honeypot": {
        const object = { ...badObject(rng, shape!, f), website_url: rng.pick(["[".repeat(20_000) + "]".repeat(20_000), "{}", "x"]) };
        const raw = JSON.stringify(object).replace(/"website_url":"(\[+\]+|\{\})"/, '"website_url":$1');
        body = Buffer.from(raw);
        headers = withJsonBody(headers, body, rng)!;
        detail = "honeypot with odd values";
        break;
      }
      case "content-type": {
        const made = defaultBody();
        body = made.body ?? Buffer.from("{}");
        if (route.body === "multipart" && rng.chance(0.5)) {
          body = Buffer.from(JSON.stringify({ title: "JSON instead of a form" }));
          headers.push(["Content-Type", "application/json"]);
          detail = "JSON to a form route";
        } else if (rng.chance(0.2)) {
          detail = "no Content-Type";
        } else {
          const type = rng.pick(CONTENT_TYPES);
          headers.push(["Content-Type", type]);
          detail = `Content-Type ${type.slice(0, 40)}`;
          if (type === "\u0001") protocolLevel = true;
        }
        break;
      }
      case "oversize": {
        protocolLevel = true;
        const limit = route.body === "multipart" ? f.uploadBodyLimit : f.jsonLimit;
        const size = limit + rng.between(1, 4096);
        chunked = rng.chance(0.5);
        if (route.body === "multipart") {
          const boundary = "----fuzzbig";
          body = encodeMultipart(boundary, [text("title", "Big"), text("detailedDesc", "d".repeat(size))]);
          headers.push(["Content-Type", `multipart/form-data; boundary=${boundary}`]);
        } else {
          body = Buffer.from(JSON.stringify({ name: "n".repeat(size) }));
          headers.push(["Content-Type", "application/json"]);
        }
        detail = `${body.length} bytes${chunked ? ", chunked" : ""}`;
        break;
      }
      case "multipart-fields": {
        const boundary = `----fuzz${rng.int(1e9)}`;
        const made = badBlogParts(rng, f, route.method === "PUT");
        body = encodeMultipart(boundary, made.parts);
        headers.push(["Content-Type", `multipart/form-data; boundary=${boundary}`]);
        detail = made.label;
        break;
      }
      case "multipart-broken": {
        const made = brokenMultipart(rng, f);
        body = made.body;
        headers.push(["Content-Type", made.contentType]);
        detail = made.label;
        break;
      }
      case "ignored-body": {
        body = rng.chance(0.5) ? Buffer.from(JSON.stringify(weirdValue(rng))) : rng.bytes(rng.between(1, 500));
        headers.push(["Content-Type", rng.pick(["application/json", "application/octet-stream"])]);
        detail = "body on a route that takes none";
        break;
      }
    }
    // Node refuses a head over 16 KB (431) before any route sees it.
    const headBytes = (typeof target === "string" ? target.length : target.length) + headers.reduce((n, [name, value]) => n + name.length + value.length + 4, 0);
    if (headBytes > 15 * 1024) protocolLevel = true;
    cases.push({
      route: route.label,
      index,
      kind: `${kind}${detail ? `: ${detail}` : ""}`,
      request: { method: requestMethod, target, headers, body, chunked },
      auth,
      onRoute,
      protocolLevel,
    });
  }
  return cases;
}

export function describeCase(c: FuzzCase): string {
  const target = typeof c.request.target === "string" ? c.request.target : c.request.target.toString("latin1");
  const body = c.request.body ? ` body[${c.request.body.length}]=${JSON.stringify(c.request.body.subarray(0, 120).toString("latin1"))}` : "";
  return `${c.route} #${c.index} (${c.auth}) ${c.kind} — ${c.request.method} ${JSON.stringify(target.slice(0, 160))}${body}`;
}
