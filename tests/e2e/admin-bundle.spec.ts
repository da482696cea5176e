import { expect, test, type Page } from "@playwright/test";
import { API_URL, logIn } from "../support/e2e/admin";

/**
 * Budget "Rich-text editor: loaded only on admin routes" (bench/README.md): no script a
 * public page loads may contain Milkdown or ProseMirror. The admin editor
 * page is the control that proves the check can see them.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "scripts only load with JavaScript");

const EDITOR_CODE = /prosemirror|milkdown/i;

async function scriptsOf(page: Page, path: string, settle: () => Promise<void>): Promise<Map<string, string>> {
  // Record which scripts the page asks for, then read each one over HTTP:
  // bodies held by the browser can be evicted before a test reads them.
  const urls = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script" || request.url().endsWith(".js")) urls.add(request.url());
  });
  await page.goto(path);
  await settle();
  // Hydration starts after the first paint (and the page's picture, ADR 017): it has happened, then the network goes quiet.
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.waitForLoadState("networkidle");
  const scripts = new Map<string, string>();
  for (const url of urls) {
    const response = await page.request.get(url);
    scripts.set(url, await response.text());
  }
  return scripts;
}

test("public pages load no rich-text editor code", async ({ browser, request }) => {
  const blogs = (await (await request.get(`${API_URL}/api/blogs?page=1&title=`)).json()) as { blogs: { _id: string }[] };
  // The pages that load scripts at all: home and content pages load none (static-pages.spec.ts).
  const paths = ["/blogs", "/book", "/contact", `/blog/${blogs.blogs[0]!._id}`, "/login"];
  for (const path of paths) {
    // A fresh context per page: an empty cache, so every script the page needs is fetched and seen.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = await scriptsOf(page, path, async () => {});
    expect(scripts.size, `${path} loads scripts`).toBeGreaterThan(0);
    for (const [url, body] of scripts) {
      expect(EDITOR_CODE.test(body), `${path} loaded editor code in ${url}`).toBe(false);
    }
    await context.close();
  }
});

test("the admin editor page does load it (the check can see it)", async ({ page }) => {
  await logIn(page);
  const scripts = await scriptsOf(page, "/blog-create", async () => {
    await expect(page.locator(".rte-content")).toHaveCount(2);
  });
  expect([...scripts.values()].some((body) => EDITOR_CODE.test(body))).toBe(true);
});
