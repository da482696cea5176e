import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { API_URL, logIn } from "../support/e2e/admin";

/** Inline scripts are allowed by their hashes, never a nonce (ADR 021); hydration proves the scripts really ran. */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "CSP governs scripts: only meaningful with JavaScript");

function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("public pages run their scripts without CSP violations", async ({ page }) => {
  const violations = collectViolations(page);
  const { blogs } = (await (await fetch(`${API_URL}/api/blogs`)).json()) as { blogs: { _id: string }[] };
  const jsFree = ["/", "/about", "/house-moving-company", "/moving-company-lahore"];
  for (const path of [...jsFree, "/blogs", `/blog/${blogs[0]._id}`, "/contact", "/book"]) {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(/script-src[^;]*/.exec(policy)![0]).not.toMatch(/nonce|unsafe-inline/);
    if (jsFree.includes(path)) {
      // The page's one small inline script ran (it marks <html> for the scroll-in reveal).
      await expect(page.locator("html.js-animate")).toHaveCount(1);
    } else {
      // Each page's own scripts ran (hydration starts after its first paint and its picture, ADR 029).
      await page.waitForFunction(() => "__remixRouter" in window);
    }
    await page.waitForLoadState("networkidle");
  }
  // Scripts ran: the header search became a button that opens the popup dialog.
  await page.getByTestId("header-search").click();
  await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("staff pages, including the rich-text editor, run without CSP violations", async ({ page }) => {
  const violations = collectViolations(page);
  await logIn(page);
  for (const path of ["/blog-list", "/leads", "/blog-create"]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    await page.waitForLoadState("networkidle");
  }
  await expect(page.locator(".rte-content").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("a page served again from the rendered-page cache is the same bytes, its policy lists exactly its inline scripts, and it still runs", async ({ page }) => {
  const violations = collectViolations(page);
  const served: string[] = [];
  const pages: Array<{ html: string; policy: string }> = [];
  // Another test's comment or save empties the cache: a few visits find a hit.
  for (let visit = 0; visit < 6 && !served.includes("HIT"); visit++) {
    const response = await page.goto("/blogs");
    served.push(response?.headers()["x-cache"] ?? "none");
    pages.push({ html: await response!.text(), policy: response?.headers()["content-security-policy"] ?? "" });
    await page.waitForLoadState("networkidle");
  }
  expect(served).toContain("HIT");
  const hit = pages[served.indexOf("HIT")]!;
  expect(hit.html).not.toContain("nonce=");
  // Every inline script the browser will run (the deferred module script included) is listed by its hash.
  // (An empty script element, left where the scroll restoration's was, runs nothing and needs none.)
  const inline = [...hit.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, text]) => !/src=|json/.test(attributes!) && text !== "");
  expect(inline.length).toBeGreaterThan(1);
  for (const [, , text] of inline) expect(hit.policy).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
  await page.getByTestId("header-search").click();
  await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
  expect(violations).toEqual([]);
});
