import { afterAll, describe, expect, it } from "vitest";
import { Sanitizer, sanitizePostHtml } from "./sanitize.server";

describe("sanitizePostHtml", () => {
  it("keeps the formatting posts use", async () => {
    const html = '<h2>Tips</h2><p><strong>Bold</strong> and <a href="/book">a link</a></p><ul><li>one</li></ul>';
    expect(await sanitizePostHtml(html)).toBe(html);
  });

  it.each([
    ["<p>hi</p><script>alert(1)</script>", "<script"],
    ['<img src=x onerror="alert(1)">', "onerror"],
    ['<a href="javascript:alert(1)">x</a>', "javascript:"],
    ['<p style="background:url(x)">x</p>', "style="],
    ['<iframe src="https://evil.example"></iframe>', "<iframe"],
    ["<svg><script>alert(1)</script></svg>", "<script"],
  ])("removes dangerous markup from %s", async (html, forbidden) => {
    expect((await sanitizePostHtml(html)).toLowerCase()).not.toContain(forbidden);
  });

  it("memoises by key, so the same post version is sanitized once", async () => {
    const first = await sanitizePostHtml("<p>version 1</p>", "post-1@t1");
    // Same key returns the cached result even for different input.
    expect(await sanitizePostHtml("<p>changed</p>", "post-1@t1")).toBe(first);
    expect(await sanitizePostHtml("<p>changed</p>", "post-1@t2")).toBe("<p>changed</p>");
  });
});

describe("Sanitizer worker", () => {
  const sanitizer = new Sanitizer(200);
  afterAll(() => sanitizer.stop());

  it("loads jsdom only while there is work, and again when new work comes", async () => {
    expect(sanitizer.running).toBe(false);
    expect(await sanitizer.sanitize('<p onclick="x()">a</p>')).toBe("<p>a</p>");
    expect(sanitizer.running).toBe(true);
    await expect.poll(() => sanitizer.running, { timeout: 3_000 }).toBe(false);
    expect(await sanitizer.sanitize("<p>b<script>x()</script></p>")).toBe("<p>b</p>");
  });

  it("answers many posts at once, each with its own result", async () => {
    const inputs = Array.from({ length: 20 }, (_, n) => `<p>post ${n}</p><img src=/${n}.png onerror=alert(${n})>`);
    const outputs = await Promise.all(inputs.map((html, n) => sanitizer.sanitize(html, `p${n}@v1`)));
    outputs.forEach((clean, n) => expect(clean).toBe(`<p>post ${n}</p><img src="/${n}.png">`));
  });
});

describe("Sanitizer timeouts", () => {
  // 20 ms for a sanitization, far less than loading jsdom takes.
  const sanitizer = new Sanitizer(5_000, { callMs: 20, startupMs: 30_000 });
  afterAll(() => sanitizer.stop());

  it("gives a call that waits for a fresh worker the startup time too, and a hung call only its own", async () => {
    // Cold: jsdom loads first (hundreds of ms, seconds on a busy machine); the call is not abandoned for it.
    expect(await sanitizer.sanitize("<p>first</p>")).toBe("<p>first</p>");
    // Warm: a sanitization longer than its 20 ms is abandoned with a clear error, and the next call still works.
    const huge = "<div><p>x<b>y</b></p></div>".repeat(40_000);
    await expect(sanitizer.sanitize(huge)).rejects.toThrow(/sanitizing took longer than 20 ms/);
    expect(await sanitizer.sanitize("<p>again</p>")).toBe("<p>again</p>");
  });
});
