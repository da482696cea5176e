import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { PageCache, STALE_MAX_MS } from "./page-cache";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
// As Remix streams it: data scripts may follow </html>.
const page = (nonce: string) =>
  `<!DOCTYPE html><html><script nonce="${nonce}">hydrate()</script> — Lahore → Karachi, ٹرک</html><!--$--><script nonce="${nonce}">window.__remixContext.streamController.close();</script><!--/$-->`;
const rendered = (nonce = NONCE, extra: Record<string, string> = {}) => ({
  status: 200,
  headers: new Headers({ "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": `script-src 'nonce-${nonce}' 'strict-dynamic'`, "X-Cache": "MISS", ...extra }),
});

function request(url: string, headers: Record<string, string> = {}, method = "GET"): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.url = url;
  req.headers = headers;
  return req;
}

/** Answers `req` from the cache into a fake response; the status, headers and body, or null on a miss. */
function answer(cache: PageCache, req: IncomingMessage) {
  const res = new ServerResponse(req);
  const chunks: Buffer[] = [];
  res.write = ((chunk: Buffer) => (chunks.push(Buffer.from(chunk)), true)) as typeof res.write;
  res.end = ((chunk?: Buffer) => {
    if (chunk) chunks.push(Buffer.from(chunk));
    return res;
  }) as typeof res.end;
  const key = cache.keyFor(req);
  if (!key || !cache.answer(key, req, res)) return null;
  return { status: res.statusCode, csp: String(res.getHeader("content-security-policy")), xCache: res.getHeader("x-cache"), body: Buffer.concat(chunks).toString("utf8") };
}

describe("PageCache", () => {
  it("answers a stored page with a fresh nonce in the page and the CSP, text outside ASCII intact", () => {
    const cache = new PageCache(2_000);
    const req = request("/blogs");
    cache.store(cache.keyFor(req)!, cache.generation, rendered(), Buffer.from(page(NONCE)));
    const first = answer(cache, request("/blogs"))!;
    const second = answer(cache, request("/blogs"))!;
    const nonce = /'nonce-([^']+)'/.exec(first.csp)![1]!;
    expect(nonce).not.toBe(NONCE);
    expect(first.body).toBe(page(nonce));
    expect(first.xCache).toBe("HIT");
    expect(second.body).not.toBe(first.body);
    expect(answer(cache, request("/blogs?page=2"))).toBeNull();
  });

  it("never answers a staff member or a visitor with a flash message", () => {
    const cache = new PageCache(2_000);
    cache.store(cache.keyFor(request("/"))!, cache.generation, rendered(), Buffer.from(page(NONCE)));
    expect(answer(cache, request("/", { cookie: "__session=abc" }))).toBeNull();
    expect(answer(cache, request("/", { cookie: "a=1; __toast=xyz" }))).toBeNull();
    expect(answer(cache, request("/", { cookie: "other=1" }))).not.toBeNull();
    expect(cache.keyFor(request("/", {}, "POST"))).toBeUndefined();
    expect(cache.keyFor(request("/blogs.data"))).toBeUndefined();
  });

  it("keeps crawlers' whole documents apart from browsers' streamed ones", () => {
    const cache = new PageCache(2_000);
    expect(cache.keyFor(request("/", { "user-agent": "Googlebot/2.1" }))).toBe("whole /");
    expect(cache.keyFor(request("/", { "user-agent": "Mozilla/5.0 Chrome/120" }))).toBe("streamed /");
  });

  it("stores only what the app marked shareable: 200, X-Cache MISS, no cookie set", () => {
    const cache = new PageCache(2_000);
    const key = cache.keyFor(request("/"))!;
    cache.store(key, cache.generation, { status: 200, headers: new Headers({ "Content-Security-Policy": `'nonce-${NONCE}'` }) }, Buffer.from(page(NONCE)));
    cache.store(key, cache.generation, rendered(NONCE, { "Set-Cookie": "a=b" }), Buffer.from(page(NONCE)));
    cache.store(key, cache.generation, { ...rendered(), status: 404 }, Buffer.from(page(NONCE)));
    // Cut short: the render was aborted before the document ended.
    cache.store(key, cache.generation, rendered(), Buffer.from(page(NONCE).split("</html>")[0]!));
    expect(cache.size).toBe(0);
  });

  it("forgets pages after their lifetime, on a write, and does not keep a page rendered across a write", () => {
    let now = 0;
    const cache = new PageCache(2_000, 8_000_000, () => now);
    const key = cache.keyFor(request("/"))!;
    cache.store(key, cache.generation, rendered(), Buffer.from(page(NONCE)));
    now = 1_999;
    expect(answer(cache, request("/"))).not.toBeNull();
    now = 2_000;
    expect(answer(cache, request("/"))).toBeNull();
    cache.store(key, cache.generation, rendered(), Buffer.from(page(NONCE)));
    cache.clear();
    expect(answer(cache, request("/"))).toBeNull();
    const startedAt = cache.generation;
    cache.clear();
    cache.store(key, startedAt, rendered(), Buffer.from(page(NONCE)));
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

describe("PageCache answers as cheaply as a static file (issue 16)", () => {
  const gunzip = async (data: Buffer) => (await import("node:zlib")).gunzipSync(data).toString("utf8");

  function rawAnswer(cache: PageCache, req: IncomingMessage) {
    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    res.end = ((chunk?: Buffer) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      return res;
    }) as typeof res.end;
    const key = cache.keyFor(req)!;
    if (!cache.answer(key, req, res)) return null;
    return { res, body: Buffer.concat(chunks) };
  }

  it("sends the stored page gzip-compressed with its fresh nonce, a valid gzip stream for every answer", async () => {
    const cache = new PageCache(2_000);
    const long = page(NONCE).replace("hydrate()", `hydrate(${"'Lahore to Karachi', ".repeat(400)})`);
    cache.store(cache.keyFor(request("/"))!, cache.generation, rendered(), Buffer.from(long));
    for (let i = 0; i < 3; i++) {
      const { res, body } = rawAnswer(cache, request("/", { "accept-encoding": "gzip, deflate, br" }))!;
      expect(res.getHeader("content-encoding")).toBe("gzip");
      expect(res.getHeader("vary")).toBe("Accept-Encoding");
      expect(Number(res.getHeader("content-length"))).toBe(body.length);
      const nonce = /'nonce-([^']+)'/.exec(String(res.getHeader("content-security-policy")))![1]!;
      expect(await gunzip(body)).toBe(long.replaceAll(NONCE, nonce));
      expect(body.length).toBeLessThan(long.length / 5);
    }
    // A client that does not take gzip gets the page as it is.
    const plain = rawAnswer(cache, request("/", { "accept-encoding": "br;q=1, gzip;q=0" }))!;
    expect(plain.res.getHeader("content-encoding")).toBeUndefined();
    expect(plain.body.toString()).toContain("Lahore to Karachi");
  });

  it("past its lifetime, one request renders the page again while the others get the old copy for a while", () => {
    let now = 0;
    const cache = new PageCache(2_000, 8_000_000, () => now);
    const key = cache.keyFor(request("/"))!;
    cache.store(key, cache.generation, rendered(), Buffer.from(page(NONCE)));
    now = 2_500;
    expect(answer(cache, request("/"))).toBeNull(); // this one renders
    expect(answer(cache, request("/"))!.xCache).toBe("STALE");
    expect(answer(cache, request("/"))!.xCache).toBe("STALE");
    cache.store(key, cache.generation, rendered(), Buffer.from(page(NONCE)));
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
    cache.store(key, cache.generation, rendered(), Buffer.from(page(NONCE)));
    now = 22_500;
    expect(answer(cache, request("/"))).toBeNull();
    cache.clear();
    expect(answer(cache, request("/"))).toBeNull();
  });
});
