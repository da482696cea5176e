import http from "node:http";
import { chromium, type Page as BrowserPage } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../scripts/lib/chromium";
import { CHROME_PATH } from "./lighthouse";
import { type Finding, type Row, type Section, judge } from "./report";

/**
 * What a visitor pays, lazy chunks included (bundle-size.ts sees only static imports), headers and all.
 * Chromium gets brotli but the budget is gzip, which some clients still get: scripts are fetched again with gzip.
 */
const JS_TRANSFER_BUDGET_BYTES = 100 * 1024;

export interface JsPage {
  label: string;
  url: string;
  jsFree: boolean;
}

type Script = { url: string; bytes: number; headers: number; gzip: number; gzipHeaders: number; encoding: string };

async function exercise(page: BrowserPage): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
  // Enhancements load on hydration or on first use.
  const fields = page.locator("form:not([hidden]) input:not([type=hidden]):not([tabindex='-1']), form textarea, form select");
  const count = Math.min(await fields.count(), 20);
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    if (await field.isVisible().catch(() => false)) await field.focus().catch(() => {});
  }
  const search = page.getByRole("button", { name: /search/i }).first();
  if (await search.isVisible().catch(() => false)) await search.click().catch(() => {});
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(500);
}

/** The body as sent, no decoding. */
function gzipBytes(url: string): Promise<{ headers: number; body: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let headers = Buffer.byteLength(`HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`);
      for (let i = 0; i < response.rawHeaders.length; i += 2) headers += Buffer.byteLength(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`);
      let body = 0;
      response.on("data", (chunk: Buffer) => (body += chunk.length));
      response.on("end", () => resolve({ headers, body }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

async function measurePage(url: string): Promise<Script[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const pending: Array<Promise<Script | null>> = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      pending.push(
        Promise.all([request.sizes(), request.response()])
          .then(async ([sizes, response]) => {
            const gzip = await gzipBytes(request.url());
            return {
              url: request.url(),
              bytes: sizes.responseHeadersSize + sizes.responseBodySize,
              headers: sizes.responseHeadersSize,
              encoding: response?.headers()["content-encoding"] ?? "identity",
              gzip: gzip.headers + gzip.body,
              gzipHeaders: gzip.headers,
            };
          })
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: "load" });
    await exercise(page);
    const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
    await context.close();
    return scripts;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function measureJsTransfer(pages: JsPage[]): Promise<Section> {
  const rows: Row[] = [];
  const findings: Finding[] = [];
  for (const { label, url, jsFree } of pages) {
    const scripts = await measurePage(url);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const transferred = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const headers = scripts.reduce((sum, script) => sum + script.gzipHeaders, 0);
    const encodings = [...new Set(scripts.map((script) => script.encoding))].join("/");
    // A hydrating page that loaded nothing was not measured.
    const ok = jsFree ? scripts.length === 0 : total <= JS_TRANSFER_BUDGET_BYTES && scripts.length > 0;
    rows.push({
      measure: "JS transferred",
      subject: label,
      result: `${kb(total)} gzip in ${scripts.length} files, ${kb(headers)} of it response headers (scrolled, forms enhanced); Chromium got ${kb(transferred)} (${encodings}, headers included)`,
      budget: jsFree ? "0 B (no JavaScript)" : `≤ ${kb(JS_TRANSFER_BUDGET_BYTES)}`,
      status: judge(ok),
    });
    if (!ok) {
      const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 10);
      findings.push({ title: `JS transferred on ${label}: largest files (gzip)`, lines: largest.map((s) => `${kb(s.gzip)}  ${new URL(s.url).pathname}`) });
    }
  }
  return { rows, findings };
}
