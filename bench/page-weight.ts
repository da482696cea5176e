import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../scripts/lib/chromium";
import { CHROME_PATH } from "./lighthouse";
import { type Finding, type Row, type Section, judge } from "./report";

/** As Chromium counts it on a 360 px, 2× phone, scrolled to the end so every lazy picture loads; headers included. */
const PAGE_WEIGHT_BUDGET_BYTES = 60 * 1024;

export interface WeightPage {
  label: string;
  url: string;
  jsFree: boolean;
}

type Resource = { url: string; type: string; bytes: number };

async function measurePage(url: string): Promise<Resource[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const pending: Array<Promise<Resource | null>> = [];
    page.on("requestfinished", (request) => {
      pending.push(
        request
          .sizes()
          .then((sizes) => ({ url: request.url(), type: request.resourceType(), bytes: sizes.requestHeadersSize + sizes.responseHeadersSize + sizes.responseBodySize }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: "load" });
    for (let step = 0; step < 60; step++) {
      const done = await page.evaluate(() => {
        window.scrollBy(0, Math.round(window.innerHeight * 0.8));
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(100);
      if (done) break;
    }
    await page.waitForLoadState("networkidle").catch(() => {});
    await page.waitForTimeout(300);
    const resources = (await Promise.all(pending)).filter((r): r is Resource => r !== null);
    await context.close();
    return resources;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function measurePageWeight(pages: WeightPage[]): Promise<Section> {
  const rows: Row[] = [];
  const findings: Finding[] = [];
  for (const { label, url, jsFree } of pages) {
    const resources = await measurePage(url);
    const total = resources.reduce((sum, r) => sum + r.bytes, 0);
    const byType = new Map<string, number>();
    for (const r of resources) byType.set(r.type, (byType.get(r.type) ?? 0) + r.bytes);
    const split = [...byType].sort((a, b) => b[1] - a[1]).map(([type, bytes]) => `${type} ${kb(bytes)}`).join(", ");
    const ok = total <= PAGE_WEIGHT_BUDGET_BYTES && (byType.get("script") ?? 0) === 0;
    rows.push({
      measure: "Page weight",
      subject: label,
      result: `${kb(total)} in ${resources.length} requests at 360 px, scrolled through (${split})`,
      budget: jsFree ? `≤ ${kb(PAGE_WEIGHT_BUDGET_BYTES)}, no script` : "reported",
      status: jsFree ? judge(ok) : "INFO",
    });
    if (jsFree && !ok) {
      const largest = [...resources].sort((a, b) => b.bytes - a.bytes).slice(0, 8);
      findings.push({ title: `Page weight of ${label}: largest requests`, lines: largest.map((r) => `${kb(r.bytes)}  ${r.type}  ${new URL(r.url).pathname}`) });
    }
  }
  return { rows, findings };
}
