import path from "node:path";
import { startSite, snapshotBuild } from "/work/main/bench/site";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "/work/main/scripts/lib/chromium";
const site = await startSite("/work/main", { port: 3251, apiPort: 4251, tmpDir: path.join("/work/main", "bench/.tmp-js2"), buildSnapshot: snapshotBuild("/work/main") } as never);
try {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  page.on("response", async (r) => { if (r.request().resourceType() === "script") console.log((await r.request().allHeaders())["accept-encoding"], r.headers()["content-encoding"], r.url().slice(-30)); });
  await page.goto("http://127.0.0.1:3251/");
  await page.waitForTimeout(1000);
  await browser.close();
} finally { await site.stop(); }
