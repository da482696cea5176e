import type { ServerResponse } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { E2E_API_PORT } from "../../playwright.config";
import { freshIp } from "../support/e2e/admin";
import { sendJson, startStubStack, type StubStack } from "../support/e2e/stub-stack";

// Each test is its own visitor: comments are limited per visitor address (5 a minute).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

/** The public blog, with JavaScript on and off. */
const API = `http://127.0.0.1:${E2E_API_PORT}`;

type ApiBlog = { _id: string; title: string; slug: string; metaData: { metaKeywords: string[] } };

async function apiBlogs(query = ""): Promise<{ blogs: ApiBlog[]; total: number; limit: number }> {
  return (await (await fetch(`${API}/api/blogs?${query}`)).json()) as { blogs: ApiBlog[]; total: number; limit: number };
}

async function search(page: Page, text: string, javaScriptEnabled: boolean) {
  const box = page.getByRole("searchbox", { name: "Search posts by title or tag" });
  await box.fill(text);
  // With JavaScript typing alone submits (debounced); without it the visitor presses Enter.
  if (!javaScriptEnabled) await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`title=${encodeURIComponent(text)}`));
}

test("search narrows the list and resets to page 1", async ({ page, javaScriptEnabled }) => {
  const all = await apiBlogs();
  await page.goto("/blogs?page=2");
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await search(page, "karachi", javaScriptEnabled);
  await expect(page).not.toHaveURL(/page=2/);
  const expected = await apiBlogs("title=karachi");
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all.total);
  await expect(page.locator(".blog-card")).toHaveCount(Math.min(expected.total, 10));
  await expect(page.getByRole("status").filter({ hasText: "found for" })).toContainText(`${expected.total}`);
  // The search reads titles, tags and the start of the text (the API's ?title=), so the cards are
  // exactly the API's first page of matches, a title match among them.
  const titles = await page.locator(".blog-card-title").allTextContents();
  expect(titles.map((t) => t.trim())).toEqual(expected.blogs.slice(0, 10).map((b) => b.title));
  expect(titles.some((t) => t.toLowerCase().includes("karachi"))).toBe(true);
});

test("pagination reaches the last page with Prev, numbers and NEXT", async ({ page }) => {
  const { total, limit } = await apiBlogs();
  const last = Math.ceil(total / limit);
  expect(last).toBeGreaterThan(1);
  await page.goto("/blogs");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByText("Prev")).toHaveAttribute("aria-disabled", "true");
  for (let n = 1; n < last; n++) await pagination.getByRole("link", { name: "NEXT" }).click();
  await expect(page).toHaveURL(new RegExp(`page=${last}`));
  await expect(pagination.getByRole("link", { name: `Page ${last}` })).toHaveAttribute("aria-current", "page");
  await expect(pagination.getByText("NEXT")).toHaveAttribute("aria-disabled", "true");
  await expect(page.locator(".blog-card")).toHaveCount(total - (last - 1) * limit);
});

test("cards show image, author, date, 3 keywords, the real comment count and READ MORE; the sidebar has 3 recent posts and upper-case tags", async ({ page }) => {
  await page.goto("/blogs");
  const card = page.locator(".blog-card").first();
  await expect(card.locator("img")).toHaveAttribute("src", /.+/);
  await expect(card.locator(".blog-card-meta")).toContainText(/By \w+/);
  await expect(card.locator(".blog-card-meta time")).toHaveText(/\d{4}/);
  expect(await card.locator(".tag").count()).toBeLessThanOrEqual(3);
  await expect(card.locator(".read-more")).toHaveText(/^READ MORE/);
  const counts = await page.locator(".blog-card-meta").allTextContents();
  expect(counts.some((text) => /[1-9]\d* comments?/.test(text))).toBe(true);
  await expect(page.locator(".recent-posts li")).toHaveCount(3);
  const tags = await page.locator(".popular-tags .tag").allTextContents();
  expect(tags.length).toBeGreaterThan(3);
  for (const tag of tags) expect(tag).toBe(tag.toUpperCase());
});

test("a post opened by its direct URL renders fully on the server and /blog/{id} redirects to it", async ({ page, request }) => {
  const [blog] = (await apiBlogs()).blogs;
  const redirect = await request.get(`/blog/${blog._id}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe(`/blog/${blog._id}/${blog.slug}`);
  const stale = await request.get(`/blog/${blog._id}/an-old-title`, { maxRedirects: 0 });
  expect(stale.status()).toBe(301);

  await page.goto(`/blog/${blog._id}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${blog._id}/${blog.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(blog.title);
  await expect(page.locator(".post-images img").first()).toBeVisible();
  await expect(page.locator(".post-meta")).toContainText(/By \w+/);
  await expect(page.locator(".post-body h2").first()).toBeVisible();
  for (const keyword of blog.metaData.metaKeywords) await expect(page.locator(".post-tags")).toContainText(keyword);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`/blog/${blog._id}/${blog.slug}$`));
  const share = page.getByRole("navigation", { name: "Share this post" });
  for (const network of ["Facebook", "X", "LinkedIn", "WhatsApp"]) {
    await expect(share.getByRole("link", { name: new RegExp(`^${network}`) })).toHaveAttribute("href", new RegExp(encodeURIComponent(canonical!).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  }
  await expect(page.getByRole("heading", { name: "LEAVE A COMMENT" })).toBeVisible();
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("");
  expect(ld).toContain('"BlogPosting"');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});

test("an unknown post is a real 404 page", async ({ page }) => {
  const response = await page.goto("/blog/doesNotExist123/whatever");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

/** The success toast (react-hot-toast with JavaScript, the same text inline without; docs/requirements.md, Messages). */
const sentToast = (page: Page) => page.getByRole("status").filter({ hasText: "Message Sent Successfully!" });

test("a posted comment: POST/redirect/GET to the post's comments, the form empty, and a reload posts nothing twice", async ({ page, javaScriptEnabled }) => {
  // Its own post per project: the two projects run at once.
  const blog = (await apiBlogs()).blogs[javaScriptEnabled ? 3 : 4];
  const name = `Once Only ${javaScriptEnabled ? "js" : "no-js"} ${Date.now()}`;
  await page.goto(`/blog/${blog._id}/${blog.slug}`);
  const before = await page.locator(".comment").count();
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: "Comment" }).fill("Posted exactly once.");
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(sentToast(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/${blog._id}/${blog.slug}#comments$`));
  await expect(page.locator(".comment")).toHaveCount(before + 1);
  await expect(page.getByRole("textbox", { name: "Comment" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("");
  await page.reload();
  await expect(page.locator(".comment")).toHaveCount(before + 1);
  await expect(page.locator(".comment-author").filter({ hasText: name })).toHaveCount(1);
});

test("an empty comment shows as Anonymous with 'No comment message provided.'", async ({ page }) => {
  const blog = (await apiBlogs()).blogs[1];
  await page.goto(`/blog/${blog._id}/${blog.slug}`);
  const before = await page.locator(".comment").count();
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(sentToast(page)).toBeVisible();
  await expect(page.locator(".comment")).toHaveCount(before + 1);
  const added = page.locator(".comment").last();
  await expect(added.locator(".comment-author")).toHaveText("Anonymous");
  await expect(added.locator(".comment-text")).toHaveText("No comment message provided.");
});

test("a comment is shown as text and never runs as HTML", async ({ page }) => {
  const blog = (await apiBlogs()).blogs[2];
  let dialogs = 0;
  page.on("dialog", async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  await page.goto(`/blog/${blog._id}/${blog.slug}`);
  const payload = "<img src=x onerror=alert(1)>";
  await page.getByRole("textbox", { name: "Name" }).fill("<b>Tester</b>");
  await page.getByRole("textbox", { name: "Comment" }).fill(payload);
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(sentToast(page)).toBeVisible();
  const added = page.locator(".comment").last();
  await expect(added.locator(".comment-text")).toHaveText(payload);
  await expect(added.locator(".comment-author")).toHaveText("<b>Tester</b>");
  await expect(page.locator(".comment img")).toHaveCount(0);
  // Reload: the stored comment is rendered from the server as text too.
  await page.reload();
  await expect(page.locator(".comment img")).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test.describe("when the API misbehaves", () => {
  test.describe.configure({ mode: "serial" });
  let stack: StubStack;
  let blog: ApiBlog;

  test.beforeAll(async () => {
    stack = await startStubStack(API);
    blog = (await apiBlogs()).blogs[0];
  });
  test.afterAll(async () => {
    await stack?.close();
  });
  test.afterEach(() => stack.setHandler(null));

  const postPath = () => `/blog/${blog._id}/${blog.slug}`;

  async function postComment(page: Page) {
    await page.goto(`${stack.webUrl}${postPath()}`);
    await page.getByRole("textbox", { name: "Comment" }).fill("Is packing included?");
    await page.getByRole("button", { name: "Post comment" }).click();
    return page.getByTestId("comment-status");
  }

  const failComment = (respond: (res: ServerResponse) => void) =>
    stack.setHandler((req, res) => {
      if (req.method === "POST" && req.url === "/api/comments") {
        respond(res);
        return true;
      }
      return false;
    });

  test("an answer other than 200/201 shows 'Message Not Sent! Please try again.'", async ({ page }) => {
    failComment((res) => sendJson(res, 202, { queued: true }));
    await expect(await postComment(page)).toHaveText("Message Not Sent! Please try again.");
  });

  test("a comment that was not sent comes back with everything typed still in the form", async ({ page }) => {
    failComment((res) => sendJson(res, 500, {}));
    await page.goto(`${stack.webUrl}${postPath()}`);
    await page.getByRole("textbox", { name: "Name" }).fill("Kept Karim");
    await page.getByRole("textbox", { name: "Email" }).fill("karim@example.pk");
    await page.getByRole("textbox", { name: "Website" }).fill("karim.example.pk");
    await page.getByRole("textbox", { name: "Comment" }).fill("Is packing included?");
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByTestId("comment-status")).toHaveText("Server error occurred.");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Kept Karim");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("karim@example.pk");
    await expect(page.getByRole("textbox", { name: "Website" })).toHaveValue("karim.example.pk");
    await expect(page.getByRole("textbox", { name: "Comment" })).toHaveValue("Is packing included?");
  });

  test("an error answer shows the server's message", async ({ page }) => {
    failComment((res) => sendJson(res, 422, { message: "Comments are closed on this post" }));
    await expect(await postComment(page)).toHaveText("Comments are closed on this post");
  });

  test("an error answer without a message shows 'Server error occurred.'", async ({ page }) => {
    failComment((res) => sendJson(res, 500, {}));
    await expect(await postComment(page)).toHaveText("Server error occurred.");
  });

  test("an answer that is not JSON shows 'An unexpected error occurred.'", async ({ page }) => {
    failComment((res) => {
      res.writeHead(201, { "content-type": "text/html" });
      res.end("<html>proxy page</html>");
    });
    await expect(await postComment(page)).toHaveText("An unexpected error occurred.");
  });

  test("no answer at all shows 'Unable to connect to the server.'", async ({ page }) => {
    failComment((res) => res.socket?.destroy());
    await expect(await postComment(page)).toHaveText("Unable to connect to the server.");
  });

  test("comments that cannot be loaded show 'Failed to fetch comments.'", async ({ page }) => {
    stack.setHandler((req, res) => {
      if (req.url?.startsWith("/api/comments/")) {
        sendJson(res, 500, { message: "boom" });
        return true;
      }
      return false;
    });
    await page.goto(`${stack.webUrl}${postPath()}`);
    await expect(page.locator("#comments")).toContainText("Failed to fetch comments.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blog.title);
  });

  test("with the API stopped, /blogs shows 'Failed to fetch blogs.' in red and the rest of the site works", async ({ page }) => {
    await stack.stopApi();
    const response = await page.goto(`${stack.webUrl}/blogs`);
    expect(response?.status()).toBe(503);
    const error = page.getByText("Failed to fetch blogs.");
    await expect(error).toBeVisible();
    expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(185, 28, 28)");
    for (const path of ["/", "/about", "/house-moving-company", "/moving-company-lahore", "/contact"]) {
      const ok = await page.goto(`${stack.webUrl}${path}`);
      expect(ok?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});

test("the blog links its RSS feed, which lists published posts", async ({ page, request }) => {
  await page.goto("/blogs");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");
  const feed = await request.get("/rss.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  const [first] = (await apiBlogs()).blogs;
  const escaped = first.title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
  expect(xml).toContain(`<title>${escaped}</title>`);
});

test.describe("header search", () => {
  test("opens a panel that searches the site, blog posts included; Escape closes it (JS)", async ({ page, javaScriptEnabled }) => {
    // A page that hydrates: on one that sends no JavaScript the panel is the plain one (static-pages.spec.ts).
    await page.goto("/blogs");
    const trigger = page.getByTestId("header-search");
    const input = page.getByRole("searchbox", { name: "Search the site" });
    if (javaScriptEnabled) {
      await expect(page.locator("#header-search-panel")).toHaveCount(0);
      await trigger.click();
      await expect(input).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.locator("#header-search-panel")).toHaveCount(0);
      await expect(trigger).toBeFocused();
    } else {
      // Without JavaScript the button is a disclosure that opens the same form.
      await expect(input).toBeHidden();
    }
    await trigger.click();
    await input.fill("monsoon");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=monsoon/);
    await expect(page.locator("main .search-results a").first()).toContainText(/monsoon/i);
  });

  test("a new search from the header on the results page shows the new words in the page's box", async ({ page, javaScriptEnabled }) => {
    const pageBox = page.locator("#search-page-input");
    const headerBox = page.locator("#header-search-input");
    if (javaScriptEnabled) {
      // /search sends no JavaScript itself: the results page the app renders is one reached on the client from a page that hydrates.
      await page.goto("/blogs");
      await page.waitForFunction(() => "__remixRouter" in window);
      await page.getByTestId("header-search").click();
      await headerBox.fill("monsoon");
      await headerBox.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=monsoon/);
    } else {
      await page.goto("/search?q=monsoon");
    }
    await expect(pageBox).toHaveValue("monsoon");
    await page.getByTestId("header-search").click();
    await headerBox.fill("karachi");
    await headerBox.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=karachi/);
    await expect(page.locator(".search-summary")).toContainText("karachi");
    await expect(pageBox).toHaveValue("karachi");
  });
});
