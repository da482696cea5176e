import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { utcToPakistanLocal } from "../../api/contract/revisions";
import { expectNoViolations } from "../support/e2e/axe";
import { API_URL, apiCreateBlog, apiDeleteBlog, apiFindBlog, apiLogin, expectFlash, logIn, unique } from "../support/e2e/admin";

/**
 * Revisions and scheduling, with and without JavaScript: restoring an older revision, a
 * scheduled post that goes public at its time (the API's test clock is
 * moved instead of waiting), and two staff members saving the same post.
 */

async function apiRename(request: APIRequestContext, token: string, id: string, title: string) {
  const response = await request.put(`${API_URL}/api/blogs?id=${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title, shortDesc: "<p>Short</p>", detailedDesc: "<p>Body</p>", "tags[0]": "e2e", status: "draft" },
  });
  expect(response.status()).toBe(200);
}

async function setApiClock(request: APIRequestContext, token: string, offsetMs: number): Promise<string> {
  const response = await request.put(`${API_URL}/api/test/clock`, { headers: { Authorization: `Bearer ${token}` }, data: { offsetMs } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { now: string }).now;
}

/** With JavaScript the form is ready once Milkdown has replaced the textareas. */
async function editorReady(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator(".rte-host:not(.rte-host-pending) .rte-content")).toHaveCount(2);
  else await expect(page.getByLabel("Detail description")).toBeVisible();
}

async function staffPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await logIn(page);
  page.on("dialog", (dialog) => void dialog.accept());
  return page;
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
  page.on("dialog", (dialog) => void dialog.accept());
});

test("the revisions page lists saves, shows what changed, and restores an older one as the draft", async ({ page, request, javaScriptEnabled }) => {
  const token = await apiLogin(request);
  const first = unique("Revisions first");
  const post = await apiCreateBlog(request, token, first, "draft");
  const second = `${first} renamed`;
  await apiRename(request, token, post._id, second);
  try {
    await page.goto(`/blog-edit/${post._id}`);
    await page.getByRole("link", { name: "Revisions" }).click();
    await expect(page).toHaveURL(`/blog-edit/${post._id}/revisions`);
    const rows = page.getByTestId("revision-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Sana Staff");
    await expect(rows.first()).toContainText("Save");
    // By default the newest save against the one before: the title gained a word.
    const diff = page.getByTestId("revision-diff");
    await expect(diff.locator("ins")).toContainText("renamed");
    await expect(diff.locator("ins").first()).toContainText("[added:");
    if (javaScriptEnabled) await expectNoViolations(page, "main"); // axe runs in the page: JavaScript on only

    // Compare through the plain form: the post now against the first save.
    await page.getByLabel("From (older)").selectOption({ index: 2 });
    await page.getByLabel("To (newer)").selectOption("current");
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(/[?&]to=current/);
    await expect(diff.locator("ins")).toContainText("renamed");

    await rows.last().getByRole("button", { name: /^Restore/ }).click();
    await expect(page).toHaveURL(`/blog-edit/${post._id}?draft=restore`);
    await expectFlash(page, "Revision restored as your draft");
    await editorReady(page, javaScriptEnabled);
    await expect(page.getByLabel(/^Title/)).toHaveValue(first);
    await expect(page.getByTestId("restored-notice")).toBeVisible();
    // Restoring leaves the post as it was until an explicit save.
    expect((await apiFindBlog(request, second, token))?._id).toBe(post._id);

    await page.getByRole("button", { name: "Update post" }).click();
    await expect(page).toHaveURL("/blog-list");
    await expectFlash(page, "Blog updated successfully!");
    expect((await apiFindBlog(request, first, token))?._id).toBe(post._id);
  } finally {
    await apiDeleteBlog(request, token, post._id);
  }
});

test("a post scheduled two minutes ahead is hidden until then and listed from that moment", async ({ page, request, javaScriptEnabled }) => {
  const token = await apiLogin(request);
  const title = unique("Scheduled move guide");
  const post = await apiCreateBlog(request, token, title, "draft");
  try {
    const now = await setApiClock(request, token, 0);
    const inTwoMinutes = utcToPakistanLocal(new Date(Date.parse(now) + 2 * 60_000).toISOString());
    await page.goto(`/blog-edit/${post._id}`);
    await editorReady(page, javaScriptEnabled);
    await page.locator('input[name="status"][value="published"]').check();
    await page.getByLabel("Publish at (Pakistan time)").fill(inTwoMinutes);
    if (javaScriptEnabled) await expectNoViolations(page, ".publish-at-field"); // axe runs in the page: JavaScript on only
    await page.getByRole("button", { name: "Update post" }).click();
    await expect(page).toHaveURL("/blog-list");
    await expectFlash(page, "Blog updated successfully!");

    await page.goto(`/blog-list?${new URLSearchParams({ title })}`);
    await expect(page.locator("table.admin-table tbody tr").first().locator(".badge")).toHaveText(/^Scheduled \d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}$/i);
    // Reopened, the editor shows the schedule in Pakistan time.
    await page.goto(`/blog-edit/${post._id}`);
    await expect(page.getByLabel("Publish at (Pakistan time)")).toHaveValue(inTwoMinutes);

    const slug = (await apiFindBlog(request, title, token))?.slug;
    const postPath = `/blog/${post._id}/${slug}`;
    await page.goto(`/blogs?${new URLSearchParams({ title })}`);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    expect((await page.request.get(postPath)).status()).toBe(404);

    // Three minutes later on the API's clock: public, with nothing run by hand.
    await setApiClock(request, token, 3 * 60_000);
    await expect(async () => {
      await page.goto(`/blogs?${new URLSearchParams({ title })}`);
      await expect(page.getByRole("link", { name: title }).first()).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(async () => expect((await page.request.get(postPath)).status()).toBe(200)).toPass({ timeout: 15_000 });
  } finally {
    await setApiClock(request, token, 0);
    await apiDeleteBlog(request, token, post._id);
  }
});

test("two staff edit the same post: the second save is told it changed, and nothing is overwritten", async ({ page, browser, request, javaScriptEnabled }) => {
  const token = await apiLogin(request);
  const title = unique("Two editors");
  const post = await apiCreateBlog(request, token, title, "draft");
  const other = await staffPage(browser, javaScriptEnabled);
  try {
    await page.goto(`/blog-edit/${post._id}`);
    await other.goto(`/blog-edit/${post._id}`);
    await editorReady(page, javaScriptEnabled);
    await editorReady(other, javaScriptEnabled);

    const firstTitle = `${title} by the first`;
    await page.getByLabel(/^Title/).fill(firstTitle);
    await page.getByRole("button", { name: "Update post" }).click();
    await expect(page).toHaveURL("/blog-list");

    const secondTitle = `${title} by the second`;
    await other.getByLabel(/^Title/).fill(secondTitle);
    await other.getByRole("button", { name: "Update post" }).click();
    const alert = other.locator(".form-status-error");
    await expect(alert).toContainText("Sana Staff changed this post on");
    await expect(alert).toContainText("Nothing was overwritten");
    await expect(other.getByLabel(/^Title/)).toHaveValue(secondTitle);
    await expect(other.getByRole("link", { name: /Open the current version/ })).toHaveAttribute("href", `/blog-edit/${post._id}`);
    if (javaScriptEnabled) await expectNoViolations(other, "form.blog-editor"); // axe runs in the page: JavaScript on only

    // Saving again is refused again: the first staff member's text stays.
    await other.getByRole("button", { name: "Update post" }).click();
    await expect(other.locator(".form-status-error")).toContainText("Nothing was overwritten");
    expect((await apiFindBlog(request, firstTitle, token))?._id).toBe(post._id);
    expect(await apiFindBlog(request, secondTitle, token)).toBeUndefined();
  } finally {
    await other.context().close();
    await apiDeleteBlog(request, token, post._id);
  }
});
