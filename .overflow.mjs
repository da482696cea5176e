import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
await page.goto(process.argv[2], { waitUntil: "networkidle" });
const wide = await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll("body *")) {
    const r = el.getBoundingClientRect();
    if (r.right > document.documentElement.clientWidth + 1) out.push(el.tagName + "." + el.className + " " + Math.round(r.right));
  }
  return [document.documentElement.scrollWidth, out.slice(0, 15)];
});
console.log(JSON.stringify(wide, null, 1));
await browser.close();
