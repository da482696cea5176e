import type { ServerResponse } from "node:http";
import { expect, test } from "@playwright/test";
import { E2E_API_PORT } from "../../playwright.config";
import { startStubStack, type StubStack } from "../support/e2e/stub-stack";

/** The web app's API timeout is 1.5 s here, 10 s in production. */
const API = `http://127.0.0.1:${E2E_API_PORT}`;
test.describe.configure({ mode: "serial" });

let stack: StubStack;
const hanging: ServerResponse[] = [];

test.beforeAll(async () => {
  stack = await startStubStack(API, { API_TIMEOUT_MS: "1500" });
});
test.afterAll(async () => {
  for (const res of hanging) res.destroy();
  await stack?.close();
});
test.afterEach(() => stack.setHandler(null));

test("a hanging API: /blogs gives up at the timeout with 'Failed to fetch blogs.', content pages are unaffected", async ({ page }) => {
  stack.setHandler((req, res) => {
    if (!req.url?.startsWith("/api/")) return false;
    hanging.push(res);
    return true;
  });
  const response = await page.goto(`${stack.webUrl}/blogs`);
  expect(response?.status()).toBe(503);
  await expect(page.getByText("Failed to fetch blogs.")).toBeVisible();
  for (const path of ["/house-moving-company", "/about", "/contact"]) {
    expect((await page.goto(`${stack.webUrl}${path}`))?.status(), path).toBe(200);
  }
  // The home page gives its latest-posts section a short budget and renders whole:
  // with or without JavaScript, the section says so and the rest of the page is there.
  expect((await page.goto(`${stack.webUrl}/`))?.status()).toBe(200);
  await expect(page.getByText(/Latest posts are unavailable right now/)).toBeVisible();
  await expect(page.getByRole("heading", { name: /Moving services for homes and businesses/ })).toBeVisible();
});

test("an API answering 500 or invalid JSON: the list shows 'Failed to fetch blogs.'", async ({ page }) => {
  for (const answer of [
    (res: ServerResponse) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end('{"message":"boom"}');
    },
    (res: ServerResponse) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{not json");
    },
  ]) {
    stack.setHandler((req, res) => {
      if (!req.url?.startsWith("/api/blogs")) return false;
      answer(res);
      return true;
    });
    const response = await page.goto(`${stack.webUrl}/blogs`);
    expect(response?.status()).toBe(503);
    await expect(page.getByText("Failed to fetch blogs.")).toBeVisible();
  }
});
