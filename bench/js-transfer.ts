import { chromium, type Page as BrowserPage } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../scripts/lib/chromium";
import { CHROME_PATH } from "./lighthouse";
import { type Finding, type Row, type Section, judge } from "./report";

/**
 * JavaScript per public page as a real Chromium transfers it (issue 16): a
 * fresh browser profile on a phone-sized screen loads the page, scrolls to
 * the bottom (lazy sections load), moves into every form (lead forms enhance
 * after hydration) and opens the header search, then waits for the network
 * to go quiet. Every script response is counted by its bytes on the wire
 * (gzip as the server sent it: Chromium's encoded body size), whatever
 * loaded it: static imports, lazy chunks, enhancements. The build manifest's
 * figure (bundle-size.ts) only sees static imports; this is what a visitor
 * pays.
 */
export const JS_TRANSFER_BUDGET_BYTES = 100 * 1024;

export interface JsPage {
  label: string;
  url: string;
}

type Script = { url: string; bytes: number };

async function exercise(page: BrowserPage): Promise<void> {
  // Scroll in steps so that every section comes into view once.
  for (let step = 0; step < 40; step++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
  // Every form a visitor could fill: focus its first field (enhancements load on hydration or on first use).
  const fields = page.locator("form:not([hidden]) input:not([type=hidden]):not([tabindex='-1']), form textarea, form select");
  const count = Math.min(await fields.count(), 20);
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    if (await field.isVisible().catch(() => false)) await field.focus().catch(() => {});
  }
  // The header search, if the page offers a button that opens it.
  const search = page.getByRole("button", { name: /search/i }).first();
  if (await search.isVisible().catch(() => false)) await search.click().catch(() => {});
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(500);
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
        request
          .sizes()
          .then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize }))
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
  for (const { label, url } of pages) {
    const scripts = await measurePage(url);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const ok = total <= JS_TRANSFER_BUDGET_BYTES && scripts.length > 0;
    rows.push({
      measure: "JS transferred",
      subject: label,
      result: `${kb(total)} gzip in ${scripts.length} files (scrolled, forms enhanced)`,
      budget: `≤ ${kb(JS_TRANSFER_BUDGET_BYTES)}`,
      status: judge(ok),
    });
    if (!ok) {
      const largest = [...scripts].sort((a, b) => b.bytes - a.bytes).slice(0, 8);
      findings.push({ title: `JS transferred on ${label}: largest files`, lines: largest.map((s) => `${kb(s.bytes)}  ${new URL(s.url).pathname}`) });
    }
  }
  return { rows, findings };
}
