import type { ServerResponse } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { E2E_API_PORT } from "../../playwright.config";
import { startStubStack, type StubStack } from "../support/e2e/stub-stack";

/** SIGSTOP; the web app's API timeout is 1.5 s here, 10 s in production. */
const API = `http://127.0.0.1:${E2E_API_PORT}`;
test.describe.configure({ mode: "serial" });

let stack: StubStack;
const hanging: ServerResponse[] = [];
let postPath = "";

test.beforeAll(async () => {
  stack = await startStubStack(API, { API_TIMEOUT_MS: "1500" });
  const list = (await (await fetch(`${API}/api/blogs?page=1`)).json()) as { blogs: { _id: string; slug: string }[] };
  postPath = `/blog/${list.blogs[0]._id}/${list.blogs[0].slug}`;
});
test.afterAll(async () => {
  for (const res of hanging) res.destroy();
  await stack?.close();
});
test.afterEach(() => stack.setHandler(null));

function hangTheApi() {
  stack.setHandler((req, res) => {
    if (!req.url?.startsWith("/api/")) return false;
    hanging.push(res);
    return true;
  });
}

async function expectWaysOn(page: Page, path: string, message = "Failed to fetch blogs.") {
  const ways = page.getByTestId("blog-unavailable");
  await expect(ways.getByRole("alert")).toHaveText(message);
  await expect(ways.getByRole("link", { name: "Try again" })).toHaveAttribute("href", path);
  await expect(ways.getByRole("link", { name: "home page" })).toHaveAttribute("href", "/");
  await expect(ways.getByRole("link", { name: "get a free quote" })).toHaveAttribute("href", "/book");
  await expect(ways.getByRole("link", { name: /^0\d{3}-\d{7}$/ })).toHaveAttribute("href", /^tel:/);
}

test("a post page with a hung API answers 503 with its own message (not the list's), a real title and ways to go on", async ({ page }) => {
  hangTheApi();
  const response = await page.goto(`${stack.webUrl}${postPath}`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toBe("30");
  await expect(page).toHaveTitle("Blog post temporarily unavailable | Manzil Movers");
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expectWaysOn(page, postPath, "This blog post could not be loaded just now.");
});

test("/blogs with a hung API answers 503 with 'Failed to fetch blogs.' and ways to go on", async ({ page }) => {
  hangTheApi();
  const response = await page.goto(`${stack.webUrl}/blogs`);
  expect(response?.status()).toBe(503);
  await expect(page).toHaveTitle(/blog/i);
  expect(response?.headers()["retry-after"]).toBe("30");
  await expectWaysOn(page, "/blogs");
});

test("every error page has a title: a missing post, a missing estimate, an unknown address", async ({ page }) => {
  for (const [path, status] of [
    ["/blog/AAAAAAAAAAAA/no-such-post", 404],
    ["/blog/AAAAAAAAAAAA", 404],
    ["/blog/not-an-id", 404],
    [`/estimate/${"A".repeat(43)}`, 404],
    ["/no-such-page/anywhere", 404],
  ] as const) {
    const response = await page.goto(`${stack.webUrl}${path}`);
    expect(response?.status(), path).toBe(status);
    expect(await page.title(), path).toMatch(/\S/);
    await expect(page.getByRole("link", { name: "home page" })).toBeVisible();
  }
});

test("a client-side navigation on a phone while the API hangs closes the menu at once and shows progress", async ({ browser, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "client-side navigation needs JavaScript");
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  // A page that hydrates (/about sends no JavaScript): Remix's router exists, so links navigate on the client.
  await page.goto(`${stack.webUrl}/contact`);
  await page.waitForFunction(() => "__remixRouter" in window);
  hangTheApi();
  await page.locator(".mobile-menu > summary").click();
  const menu = page.locator(".mobile-menu");
  await expect(menu).toHaveAttribute("open", "");
  await menu.getByRole("link", { name: "Blog" }).click();
  // At once: long before the API's timeout.
  await expect(menu).not.toHaveAttribute("open", "", { timeout: 500 });
  await expect(page.locator(".nav-progress")).toHaveAttribute("data-state", "loading", { timeout: 1_000 });
  await expect(page.getByTestId("blog-unavailable")).toBeVisible({ timeout: 10_000 });
  await context.close();
});
