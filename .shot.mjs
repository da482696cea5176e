import { chromium } from "playwright-core";
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
for (const p of paths) {
  for (const [w, name] of [[390, "m"], [1280, "d"]]) {
    const page = await browser.newPage({ viewport: { width: w, height: 900 } });
    await page.goto(base + p, { waitUntil: "networkidle" }).catch(e => console.log(e.message));
    const file = `/tmp/shots/${(p.replace(/\W+/g, "_") || "home")}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
    await page.close();
  }
}
await browser.close();
