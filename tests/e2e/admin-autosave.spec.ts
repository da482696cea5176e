import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "../support/e2e/axe";
import { apiCreateBlog, apiDeleteBlog, apiFindBlog, apiLogin, editorsReady, logIn, unique } from "../support/e2e/admin";

/** The post itself, and what is public, changes only on an explicit save. */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "autosave needs JavaScript");
test.beforeEach(async ({ page }) => {
  await logIn(page);
  // Reloading a form with unsaved changes asks first (beforeunload): leave.
  page.on("dialog", (dialog) => void dialog.accept());
});

const status = (page: Page) => page.getByTestId("autosave-status");

test("type, wait, reload: the text is offered back and restored; the post is unchanged until saved", async ({ page, request }) => {
  const token = await apiLogin(request);
  const title = unique("Autosave reload");
  const post = await apiCreateBlog(request, token, title, "draft");
  try {
    await page.goto(`/blog-edit/${post._id}`);
    await editorsReady(page);
    const typed = `${title} with a better headline`;
    await page.getByLabel("Title").fill(typed);
    await expect(status(page)).toHaveText(/^Saved \d{2}:\d{2}$/);
    await expect(page.getByTestId("autosave-status")).toHaveAttribute("role", "status");

    await page.reload();
    await editorsReady(page);
    const offer = page.getByTestId("draft-offer");
    await expect(offer).toContainText("Unsaved work found");
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expectNoViolations(page, "form.blog-editor");
    await offer.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByLabel("Title")).toHaveValue(typed);
    await editorsReady(page);
    // Autosave never changes the post.
    expect((await apiFindBlog(request, title, token))?._id).toBe(post._id);

    await page.getByRole("button", { name: "Update post" }).click();
    await expect(page).toHaveURL("/blog-list");
    expect((await apiFindBlog(request, typed, token))?._id).toBe(post._id);
  } finally {
    await apiDeleteBlog(request, token, post._id);
  }
});

test("type, go offline: 'Offline – will retry'; back online it saves, and a reload shows it", async ({ page, context, request }) => {
  const token = await apiLogin(request);
  const title = unique("Autosave offline");
  const post = await apiCreateBlog(request, token, title, "draft");
  try {
    await page.goto(`/blog-edit/${post._id}`);
    await editorsReady(page);
    await context.setOffline(true);
    const detail = page.getByRole("textbox", { name: "Detail description" });
    await detail.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Written on the train without a signal.");
    await expect(page.getByTestId("autosave-status")).toHaveText("Offline – will retry");
    // The browser keeps its copy meanwhile.
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), `blog-draft:${post._id}`)).toContain("Written on the train");

    await context.setOffline(false);
    await expect(page.getByTestId("autosave-status")).toHaveText(/^Saved \d{2}:\d{2}$/);
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), `blog-draft:${post._id}`)).toBeNull();

    await page.reload();
    await editorsReady(page);
    await page.getByTestId("draft-offer").getByRole("button", { name: "Restore" }).click();
    await expect(page.getByRole("textbox", { name: "Detail description" })).toContainText("Written on the train without a signal.");
  } finally {
    await context.setOffline(false);
    await apiDeleteBlog(request, token, post._id);
  }
});

test("a new post's text is kept in the browser and offered back; Discard forgets it", async ({ page }) => {
  await page.goto("/blog-create");
  await editorsReady(page);
  const title = unique("Not yet created");
  await page.getByLabel("Title").fill(title);
  await expect(page.getByTestId("autosave-status")).toHaveText(/kept on this device/);
  await page.reload();
  await editorsReady(page);
  const offer = page.getByTestId("draft-offer");
  await expect(offer).toContainText(title);
  await offer.getByRole("button", { name: "Discard" }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await editorsReady(page);
  await expect(page.getByTestId("draft-offer")).toHaveCount(0);
  await expect(page.getByLabel("Title")).toHaveValue("");
});
