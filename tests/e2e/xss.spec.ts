import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { XSS_PAYLOADS } from "../support/e2e/xss-payloads";
import { API_URL, apiLogin, freshIp } from "../support/e2e/admin";
import { E2E_ADMIN } from "../support/e2e/env";

/** None may execute, nor even reach the browser as markup the CSP has to block. */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "payloads can only execute with JavaScript on");
test.describe.configure({ mode: "serial" });

const BLOGS = 20;
let posts: { _id: string; slug: string }[] = [];

async function watch(page: Page) {
  const hits: string[] = [];
  await page.addInitScript(() => {
    (window as unknown as { __xss: (n: number) => void }).__xss = (n: number) => {
      (window as unknown as { __xssHits: number[] }).__xssHits ??= [];
      (window as unknown as { __xssHits: number[] }).__xssHits.push(n);
    };
  });
  page.on("dialog", async (dialog) => {
    hits.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) hits.push(`csp: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (/__xss/.test(error.message)) hits.push(`error: ${error.message}`);
  });
  return async () => {
    const ran = await page.evaluate(() => (window as unknown as { __xssHits?: number[] }).__xssHits ?? []);
    return [...hits, ...ran.map((n) => `executed payload #${n}: ${XSS_PAYLOADS[n]}`)];
  };
}

test.beforeAll(async ({ request }) => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  const token = await apiLogin(request);
  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#c2410c" } }).png().toBuffer();
  const everything = XSS_PAYLOADS.join("\n<p>separator</p>\n");
  posts = [];
  for (let i = 0; i < BLOGS; i++) {
    const payload = XSS_PAYLOADS[i];
    const short = XSS_PAYLOADS.filter((p) => p.length <= 40);
    const response = await request.post(`${API_URL}/api/blogs`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        title: `XSS probe ${i} ${payload}`.slice(0, 200),
        shortDesc: everything.slice(0, 4_900),
        detailedDesc: everything,
        blogCreatedBy: "",
        "tags[0]": short[i % short.length],
        "tags[1]": short[(i + 7) % short.length],
        "imageAlt[0]": XSS_PAYLOADS[(i + 50) % XSS_PAYLOADS.length].slice(0, 200),
        status: "published",
        images: { name: "probe.png", mimeType: "image/png", buffer: png },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const blog = (await response.json()) as { _id: string; slug: string };
    posts.push(blog);
  }
  // Every payload as a comment (each from its own address, so rate limits do not interfere).
  for (const [n, payload] of XSS_PAYLOADS.entries()) {
    const response = await request.post(`${API_URL}/api/comments`, {
      headers: { "X-Forwarded-For": freshIp() },
      data: { blogId: posts[n % posts.length]._id, name: payload.slice(0, 100), email: "", website: payload.slice(0, 300), commentText: payload },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
});

test("no payload executes on the blog list pages", async ({ page }) => {
  const hits = await watch(page);
  for (const query of ["", "?title=XSS%20probe", "?title=XSS%20probe&page=2"]) {
    await page.goto(`/blogs${query}`);
    await expect(page.locator(".blog-card").first()).toBeVisible();
  }
  expect(await hits()).toEqual([]);
});

test("no payload executes on the post pages (titles, descriptions, tags, alt text, comments)", async ({ page }) => {
  const hits = await watch(page);
  for (const post of posts) {
    await page.goto(`/blog/${post._id}`);
    await expect(page.locator(".comment").first()).toBeVisible();
  }
  // The comment text is shown literally, not interpreted.
  await expect(page.locator(".comment-text").first()).toContainText("__xss(");
  expect(await hits()).toEqual([]);
});

test("no payload executes in the staff list and editor", async ({ page }) => {
  const hits = await watch(page);
  const login = await page.request.post("/login", {
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  await page.goto("/blog-list?title=XSS%20probe");
  await expect(page.locator("table")).toBeVisible();
  await page.goto(`/blog-edit/${posts[0]._id}`);
  await expect(page.locator("form").first()).toBeVisible();
  expect(await hits()).toEqual([]);
});
