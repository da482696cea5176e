import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage();
const msgs = [];
page.on("console", m => msgs.push(m.type() + ": " + m.text()));
page.on("pageerror", e => msgs.push("pageerror: " + e.message));
for (const p of process.argv.slice(3)) await page.goto(process.argv[2] + p, { waitUntil: "networkidle" });
console.log(msgs.join("\n") || "no console messages");
await browser.close();
