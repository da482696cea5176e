import path from "node:path";
import { startSite, snapshotBuild } from "/work/main/bench/site";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "/work/main/scripts/lib/chromium";
const root = "/work/main";
const tmp = path.join(root, "bench/.tmp-js");
const site = await startSite(root, { port: 3250, apiPort: 4250, tmpDir: tmp, buildSnapshot: snapshotBuild(root) } as never);
try {
  const pages = (process.env.PAGES || "/,/house-moving-company,/contact,/book,/blogs").split(",");
  for (const p of pages) {
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const pending: Promise<[string, number]>[] = [];
    page.on("requestfinished", (r) => { if (r.resourceType() === "script") pending.push(r.sizes().then((s) => [r.url(), s.responseBodySize])); });
    await page.goto(`http://127.0.0.1:3250${p}`, { waitUntil: "load" });
    for (let i = 0; i < 40; i++) { const done = await page.evaluate(() => { window.scrollBy(0, innerHeight * 0.8); return scrollY + innerHeight >= document.documentElement.scrollHeight - 2; }); await page.waitForTimeout(100); if (done) break; }
    const fields = page.locator("form:not([hidden]) input:not([type=hidden]):not([tabindex='-1']), form textarea, form select");
    const n = Math.min(await fields.count(), 20);
    for (let i = 0; i < n; i++) { const f = fields.nth(i); if (await f.isVisible().catch(() => false)) await f.focus().catch(() => {}); }
    const search = page.getByRole("button", { name: /search/i }).first();
    if (await search.isVisible().catch(() => false)) await search.click().catch(() => {});
    await page.waitForLoadState("networkidle").catch(() => {}); await page.waitForTimeout(500);
    const s = await Promise.all(pending);
    const total = s.reduce((a, b) => a + b[1], 0);
    console.log(`${p}: ${(total / 1024).toFixed(1)} KB in ${s.length}`);
    if (process.env.VERBOSE) for (const [u, b] of s.sort((a, b) => b[1] - a[1])) console.log(`   ${b}\t${new URL(u).pathname}`);
    await browser.close();
  }
} finally { await site.stop(); }
