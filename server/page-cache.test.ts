import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { PageCache, STALE_MAX_MS } from "./page-cache";

// As Remix renders it: data scripts may follow </html>.
const PAGE = `<!DOCTYPE html><html><script>hydrate()</script> — Lahore → Karachi, ٹرک</html><!--$--><script>window.__remixContext.streamController.close();</script><!--/$-->`;
const page = () => PAGE;
const POLICY = "script-src 'self' 'sha256-abc'";
const rendered = (extra: Record<string, string> = {}) => ({
  status: 200,
  headers: new Headers({ "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": POLICY, "X-Frame-Options": "DENY", "X-Cache": "MISS", ...extra }),
});

function recordingResponse(req: IncomingMessage) {
  const res = new ServerResponse(req);
  const sent = { status: 0, headers: {} as Record<string, string | number>, twice: [] as string[], chunks: [] as Buffer[] };
  res.writeHead = ((status: number, headers: string[] | Record<string, string | number>) => {
    sent.status = status;
    const pairs = Array.isArray(headers) ? headers.flatMap((name, i) => (i % 2 ? [] : [[name, headers[i + 1]!] as const])) : Object.entries(headers);
    for (const [name, value] of pairs) {
      // Two spellings of one header would both go out.
      if (name.toLowerCase() in sent.headers) sent.twice.push(name);
      sent.headers[name.toLowerCase()] = value;
    }
    return res;
  }) as typeof res.writeHead;
  res.end = ((chunk?: Buffer) => {
    if (chunk) sent.chunks.push(Buffer.from(chunk));
    return res;
  }) as typeof res.end;
  return { res, sent };
}

function request(url: string, headers: Record<string, string> = {}, method = "GET"): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.url = url;
  req.headers = headers;
  return req;
}

function answer(cache: PageCache, req: IncomingMessage) {
  const { res, sent } = recordingResponse(req);
  const key = cache.keyFor(req);
  if (!key || cache.answer(key, req, res) === undefined) return null;
  return { status: sent.status, csp: String(sent.headers["content-security-policy"]), xCache: sent.headers["x-cache"], body: Buffer.concat(sent.chunks).toString("utf8") };
}

describe("PageCache", () => {
  it("answers a stored page as it was rendered, the same bytes and policy for everyone, text outside ASCII intact", () => {
    const cache = new PageCache(2_000);
    const req = request("/blogs");
    cache.store(cache.keyFor(req)!, cache.generation, rendered(), Buffer.from(page()));
    const first = answer(cache, request("/blogs"))!;
    const second = answer(cache, request("/blogs", { cookie: "theme=dark" }))!;
    expect(first.body).toBe(PAGE);
    expect(first.csp).toBe(POLICY);
    expect(first.xCache).toBe("HIT");
    expect(second).toEqual(first);
    expect(answer(cache, request("/blogs?page=2"))).toBeNull();
  });

  it("keeps pages that arrived over https apart from plain http ones (HSTS, upgrade-insecure-requests)", () => {
    const cache = new PageCache(2_000);
    cache.store(cache.keyFor(request("/"), true)!, cache.generation, rendered(), Buffer.from(page()));
    expect(cache.keyFor(request("/"), true)).not.toBe(cache.keyFor(request("/"), false));
    expect(answer(cache, request("/"))).toBeNull();
  });

  it("never answers a staff member or a visitor with a flash message", () => {
    const cache = new PageCache(2_000);
    cache.store(cache.keyFor(request("/"))!, cache.generation, rendered(), Buffer.from(page()));
    expect(answer(cache, request("/", { cookie: "__session=abc" }))).toBeNull();
    expect(answer(cache, request("/", { cookie: "a=1; __toast=xyz" }))).toBeNull();
    expect(answer(cache, request("/", { cookie: "other=1" }))).not.toBeNull();
    expect(cache.keyFor(request("/", {}, "POST"))).toBeUndefined();
    expect(cache.keyFor(request("/blogs.data"))).toBeUndefined();
  });

  it("gives crawlers and browsers the same page", () => {
    const cache = new PageCache(2_000);
    expect(cache.keyFor(request("/", { "user-agent": "Googlebot/2.1" }))).toBe(cache.keyFor(request("/", { "user-agent": "Mozilla/5.0 Chrome/120" })));
  });

  it("stores only what the app marked shareable and the same for everyone: 200, X-Cache MISS, no cookie set, no nonce", () => {
    const cache = new PageCache(2_000);
    const key = cache.keyFor(request("/"))!;
    cache.store(key, cache.generation, { status: 200, headers: new Headers({ "Content-Security-Policy": POLICY }) }, Buffer.from(page()));
    cache.store(key, cache.generation, rendered({ "Set-Cookie": "a=b" }), Buffer.from(page()));
    cache.store(key, cache.generation, rendered({ "Content-Security-Policy": "script-src 'nonce-AAAA'" }), Buffer.from(page()));
    cache.store(key, cache.generation, { ...rendered(), status: 404 }, Buffer.from(page()));
    // Cut short: the render was aborted before the document ended.
    cache.store(key, cache.generation, rendered(), Buffer.from(page().split("</html>")[0]!));
    expect(cache.size).toBe(0);
  });

  it("adds a landing visitor's own headers to their answer only", () => {
    const cache = new PageCache(2_000);
    cache.store(cache.keyFor(request("/"))!, cache.generation, rendered({ "Cache-Control": "public, s-maxage=300" }), Buffer.from(page()));
    const req = request("/");
    const landing = recordingResponse(req);
    cache.answer(cache.keyFor(req)!, req, landing.res, { extra: { "Set-Cookie": "__src=x", "Cache-Control": "private, no-store" } });
    expect(landing.sent.headers["cache-control"]).toBe("private, no-store");
    expect(landing.sent.headers["set-cookie"]).toBe("__src=x");
    expect(landing.sent.twice).toEqual([]);
    const other = recordingResponse(request("/"));
    cache.answer(cache.keyFor(req)!, request("/"), other.res);
    expect(other.sent.headers["cache-control"]).toBe("public, s-maxage=300");
    expect(other.sent.headers["set-cookie"]).toBeUndefined();
  });

  it("answers a front proxy that adds the site-wide headers itself without them, fresh, stale and just rendered, and everyone else with them", () => {
    let now = 0;
    const cache = new PageCache(2_000, 8_000_000, () => now);
    const key = cache.keyFor(request("/"))!;
    cache.store(key, cache.generation, rendered({ "Permissions-Policy": "usb=()", "Cache-Control": "public, s-maxage=300" }), Buffer.from(page()));
    const sentTo = (edge: boolean) => {
      const { res, sent } = recordingResponse(request("/"));
      cache.answer(key, request("/"), res, { edge });
      return sent.headers;
    };
    const visitor = sentTo(false);
    expect(visitor["x-frame-options"]).toBe("DENY");
    expect(visitor["permissions-policy"]).toBe("usb=()");
    const proxy = sentTo(true);
    expect(proxy["x-frame-options"]).toBeUndefined();
    expect(proxy["permissions-policy"]).toBeUndefined();
    expect(proxy["content-security-policy"]).toBe(POLICY);
    expect(proxy["cache-control"]).toBe("public, s-maxage=300");
    expect(proxy["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(proxy["content-length"])).toBe(Buffer.byteLength(PAGE));
    expect(proxy["x-cache"]).toBe("HIT");
    now = 2_500;
    cache.answer(key, request("/"), recordingResponse(request("/")).res); // this one renders again
    const stale = sentTo(true);
    expect(stale["x-cache"]).toBe("STALE");
    expect(stale["x-frame-options"]).toBeUndefined();
    cache.store(key, cache.generation, rendered(), Buffer.from(page()));
    for (const edge of [true, false]) {
      const { res, sent } = recordingResponse(request("/"));
      expect(cache.answerRendered(key, request("/"), res, edge)).toBe(true);
      expect(sent.headers["x-cache"]).toBe("MISS");
      expect(sent.headers["x-frame-options"]).toBe(edge ? undefined : "DENY");
    }
  });

  it("forgets pages after their lifetime, on a write, and does not keep a page rendered across a write", () => {
    let now = 0;
    const cache = new PageCache(2_000, 8_000_000, () => now);
    const key = cache.keyFor(request("/"))!;
    cache.store(key, cache.generation, rendered(), Buffer.from(page()));
    now = 1_999;
    expect(answer(cache, request("/"))).not.toBeNull();
    now = 2_000;
    expect(answer(cache, request("/"))).toBeNull();
    cache.store(key, cache.generation, rendered(), Buffer.from(page()));
    cache.clear();
    expect(answer(cache, request("/"))).toBeNull();
    const startedAt = cache.generation;
    cache.clear();
    cache.store(key, startedAt, rendered(), Buffer.from(page()));
    expect(cache.size).toBe(0);
  });

  it("keeps nothing when the lifetime is 0, and stays within its byte budget", () => {
    const off = new PageCache(0);
    expect(off.keyFor(request("/"))).toBeUndefined();
    // Each page counts its text and its compressed copy (about 1 030 bytes here): three fit in 3 200.
    const small = new PageCache(60_000, 3_200);
    for (const url of ["/a", "/b", "/c", "/d"]) small.store(small.keyFor(request(url))!, small.generation, rendered(), Buffer.from(`${"x".repeat(993)}</html>`));
    expect(small.size).toBe(3);
    expect(answer(small, request("/a"))).toBeNull();
    expect(answer(small, request("/d"))).not.toBeNull();
  });
});

describe("PageCache answers as cheaply as a static file", () => {
  const gunzip = async (data: Buffer) => (await import("node:zlib")).gunzipSync(data).toString("utf8");

  function rawAnswer(cache: PageCache, req: IncomingMessage) {
    const { res, sent } = recordingResponse(req);
    const key = cache.keyFor(req)!;
    if (cache.answer(key, req, res) === undefined) return null;
    return { headers: sent.headers, body: Buffer.concat(sent.chunks) };
  }

  it("sends the stored page gzip-compressed once, a valid gzip stream for every answer", async () => {
    const cache = new PageCache(2_000);
    const long = page().replace("hydrate()", `hydrate(${"'Lahore to Karachi', ".repeat(400)})`);
    cache.store(cache.keyFor(request("/"))!, cache.generation, rendered(), Buffer.from(long));
    for (let i = 0; i < 3; i++) {
      const { headers, body } = rawAnswer(cache, request("/", { "accept-encoding": "gzip, deflate, br" }))!;
      expect(headers["content-encoding"]).toBe("gzip");
      expect(headers.vary).toBe("Accept-Encoding");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(Number(headers["content-length"])).toBe(body.length);
      expect(await gunzip(body)).toBe(long);
      expect(body.length).toBeLessThan(long.length / 5);
    }
    for (const accepts of ["identity", "br;q=0, gzip;q=0", ""]) {
      const plain = rawAnswer(cache, request("/", accepts ? { "accept-encoding": accepts } : {}))!;
      expect(plain.headers["content-encoding"], accepts).toBeUndefined();
      expect(plain.body.toString()).toBe(long);
    }
  });

  it("once its brotli copy is made (in the background), sends it to browsers that take br, smaller than the gzip one", async () => {
    const cache = new PageCache(2_000);
    const long = page().replace("hydrate()", `hydrate(${"'Lahore to Karachi', ".repeat(400)})`);
    const stored = cache.store(cache.keyFor(request("/"))!, cache.generation, rendered(), Buffer.from(long));
    expect(rawAnswer(cache, request("/", { "accept-encoding": "gzip, deflate, br" }))!.headers["content-encoding"]).toBe("gzip");
    await stored;
    const { brotliDecompressSync } = await import("node:zlib");
    const gzipped = rawAnswer(cache, request("/", { "accept-encoding": "gzip" }))!;
    for (const accepts of ["gzip, deflate, br, zstd", "br;q=1, gzip;q=0.5", "*"]) {
      const { headers, body } = rawAnswer(cache, request("/", { "accept-encoding": accepts }))!;
      expect(headers["content-encoding"], accepts).toBe("br");
      expect(headers.vary).toBe("Accept-Encoding");
      expect(headers["content-security-policy"]).toBe(POLICY);
      expect(Number(headers["content-length"])).toBe(body.length);
      expect(brotliDecompressSync(body).toString("utf8")).toBe(long);
      expect(body.length).toBeLessThan(gzipped.body.length);
    }
    expect(rawAnswer(cache, request("/", { "accept-encoding": "br;q=0, gzip" }))!.headers["content-encoding"]).toBe("gzip");
  });

  it("a page too old to hand out while one request renders it: the others wait for that render instead of rendering it too", () => {
    let now = 0;
    const cache = new PageCache(2_000, 8_000_000, () => now);
    const key = cache.keyFor(request("/"))!;
    cache.store(key, cache.generation, rendered(), Buffer.from(page()));
    // Nobody asked for it for a while, then a burst of requests comes.
    now = 2_000 + STALE_MAX_MS + 1;
    const renderer = recordingResponse(request("/"));
    expect(cache.answer(key, request("/"), renderer.res, { wait: () => {} })).toBeUndefined();
    const woken: string[] = [];
    const waiting = recordingResponse(request("/"));
    expect(cache.answer(key, request("/"), waiting.res, { wait: () => woken.push("a") })).toBe("waiting");
    expect(cache.answer(key, request("/"), recordingResponse(request("/")).res, { wait: () => woken.push("b") })).toBe("waiting");
    expect(waiting.sent.status).toBe(0);
    // Without a way to wait (a request that waited once already), it renders.
    expect(answer(cache, request("/"))).toBeNull();
    cache.store(key, cache.generation, rendered(), Buffer.from(page()));
    cache.settled(key);
    expect(woken).toEqual(["a", "b"]);
    expect(answer(cache, request("/"))!.xCache).toBe("HIT");
  });

  it("a page nobody has stored yet is rendered once for a burst: the others wait for that render, then get the stored copy", () => {
    const cache = new PageCache(2_000);
    const key = cache.keyFor(request("/blog/a/b"))!;
    expect(cache.answer(key, request("/blog/a/b"), recordingResponse(request("/")).res, { wait: () => {} })).toBeUndefined();
    cache.began(key);
    const woken: number[] = [];
    for (let i = 0; i < 49; i++) expect(cache.answer(key, request("/blog/a/b"), recordingResponse(request("/")).res, { wait: () => woken.push(i) })).toBe("waiting");
    expect(cache.answer(cache.keyFor(request("/about"))!, request("/about"), recordingResponse(request("/")).res, { wait: () => {} })).toBeUndefined();
    cache.store(key, cache.generation, rendered(), Buffer.from(page()));
    cache.settled(key);
    expect(woken).toHaveLength(49);
    expect(answer(cache, request("/blog/a/b"))!.xCache).toBe("HIT");
    // Once every render is over, a page that was not kept is rendered by whoever asks next.
    const other = cache.keyFor(request("/search?q=x"))!;
    cache.began(other);
    cache.settled(other);
    expect(cache.answer(other, request("/search?q=x"), recordingResponse(request("/")).res, { wait: () => {} })).toBeUndefined();
  });

  it("a HEAD request gets the headers of the page (its length included) and no body", () => {
    const cache = new PageCache(2_000);
    cache.store(cache.keyFor(request("/"))!, cache.generation, rendered(), Buffer.from(page()));
    const { headers, body } = rawAnswer(cache, request("/", {}, "HEAD"))!;
    expect(Number(headers["content-length"])).toBe(Buffer.byteLength(PAGE));
    expect(headers["content-security-policy"]).toBe(POLICY);
    expect(body.length).toBe(0);
  });

  it("past its lifetime, one request renders the page again while the others get the old copy for a while", () => {
    let now = 0;
    const cache = new PageCache(2_000, 8_000_000, () => now);
    const key = cache.keyFor(request("/"))!;
    cache.store(key, cache.generation, rendered(), Buffer.from(page()));
    now = 2_500;
    expect(answer(cache, request("/"))).toBeNull(); // this one renders
    expect(answer(cache, request("/"))!.xCache).toBe("STALE");
    expect(answer(cache, request("/"))!.xCache).toBe("STALE");
    cache.store(key, cache.generation, rendered(), Buffer.from(page()));
    expect(answer(cache, request("/"))!.xCache).toBe("HIT");
    // A render that ended without storing (an API error page, say): the next request tries again.
    now = 5_000;
    expect(answer(cache, request("/"))).toBeNull();
    cache.settled(key);
    expect(answer(cache, request("/"))).toBeNull();
    // A render that never ends does not keep the old copy alive past STALE_MAX_MS.
    now = 5_000 + STALE_MAX_MS;
    expect(answer(cache, request("/"))).toBeNull();
    // A write drops the old copy at once: nobody is answered it.
    now = 20_000;
    cache.store(key, cache.generation, rendered(), Buffer.from(page()));
    now = 22_500;
    expect(answer(cache, request("/"))).toBeNull();
    cache.clear();
    expect(answer(cache, request("/"))).toBeNull();
  });
});
