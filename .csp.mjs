import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage();
const msgs = [];
page.on("console", m => msgs.push(m.type() + ": " + m.text()));
page.on("pageerror", e => msgs.push("pageerror: " + e.message));
for (const p of ["/", "/blogs", "/contact", "/book", "/house-moving-company"]) {
  await page.goto("http://localhost:3999" + p, { waitUntil: "networkidle" });
}
await page.click("text=About");
await page.waitForTimeout(500);
console.log(msgs.join("\n") || "no console messages");
await browser.close();
