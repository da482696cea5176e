import { expect, test, type APIRequestContext } from "@playwright/test";
import { API_URL, apiCreateBlog, apiDeleteBlog, apiLogin, expectFlash, freshIp, logIn, testImage, unique } from "../support/e2e/admin";

/** Writes comments, so it runs with the writing specs. */
async function comment(request: APIRequestContext, blogId: string, name: string, commentText: string) {
  const posted = await request.post(`${API_URL}/api/comments`, {
    data: { blogId, name, email: "", website: "", commentText },
    headers: { "X-Forwarded-For": freshIp() },
  });
  expect(posted.status()).toBe(201);
}

test("recent comments from every post, newest first, each linked to its post; Delete asks, Cancel keeps it", async ({ page, request, javaScriptEnabled }) => {
  const token = await apiLogin(request);
  const first = await apiCreateBlog(request, token, unique("Recent comments A"));
  const second = await apiCreateBlog(request, token, unique("Recent comments B"));
  try {
    const stamp = Date.now().toString(36);
    await comment(request, first._id, `Older ${stamp}`, "First post comment");
    await comment(request, second._id, `Newer ${stamp}`, "Second post comment");
    await logIn(page);
    await page.goto("/blog-comments");
    await expect(page.getByRole("heading", { level: 1, name: "Recent comments" })).toBeVisible();
    // Other specs comment at the same time: look at this test's two, in the order shown.
    const items = page.locator(".recent-comments > li").filter({ hasText: stamp });
    await expect(items.nth(0)).toContainText(`Newer ${stamp}`);
    await expect(items.nth(0).getByRole("link", { name: second.title })).toHaveAttribute("href", new RegExp(`/blog/${second._id}/`));
    await expect(items.nth(1)).toContainText(`Older ${stamp}`);
    await expect(items.nth(1).getByRole("link", { name: "Moderate on the post’s page" })).toHaveAttribute("href", `/blog-edit/${first._id}#post-comments`);

    const row = items.filter({ hasText: `Newer ${stamp}` });
    const remove = row.getByRole(javaScriptEnabled ? "button" : "link", { name: `Delete comment by Newer ${stamp}` });
    // Cancel first: nothing is deleted.
    await remove.click();
    if (javaScriptEnabled) {
      const dialog = page.getByRole("dialog", { name: "Delete comment" });
      await expect(dialog).toContainText("Second post comment");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    } else {
      await expect(page.getByRole("heading", { level: 1, name: "Delete comment" })).toBeVisible();
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(/\/blog-comments#recent-comments$/);
    }
    await expect(row).toBeVisible();
    const kept = (await (await request.get(`${API_URL}/api/comments/${second._id}`)).json()) as { data: unknown[] };
    expect(kept.data).toHaveLength(1);

    // Then Delete, confirmed.
    await remove.click();
    if (javaScriptEnabled) {
      await page.getByRole("dialog", { name: "Delete comment" }).getByRole("button", { name: "Delete" }).click();
    } else {
      await page.getByRole("button", { name: "Delete" }).click();
      await expect(page).toHaveURL(/\/blog-comments#recent-comments$/);
    }
    await expectFlash(page, "Comment deleted.");
    await expect(page.locator(".recent-comments > li").filter({ hasText: `Newer ${stamp}` })).toHaveCount(0);
    const left = (await (await request.get(`${API_URL}/api/comments/${second._id}`)).json()) as { data: unknown[] };
    expect(left.data).toHaveLength(0);
  } finally {
    await apiDeleteBlog(request, token, first._id);
    await apiDeleteBlog(request, token, second._id);
  }
});

test("the recent-comments page is for staff only", async ({ page }) => {
  await page.goto("/blog-comments");
  await expect(page).toHaveURL(/\/login/);
});

test("without JavaScript, a posted comment opens at its message", async ({ page, request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with JavaScript the page does not reload");
  const token = await apiLogin(request);
  const blog = await apiCreateBlog(request, token, unique("Fragment post"));
  try {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/blog/${blog._id}`);
    await page.getByLabel("Comment", { exact: true }).fill("Very helpful, thank you");
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page).toHaveURL(/#comments$/);
    await expect(page.getByTestId("comment-sent")).toHaveText("Message Sent Successfully!");
    await expect(page.getByTestId("comment-sent")).toBeInViewport();
  } finally {
    await apiDeleteBlog(request, token, blog._id);
  }
});

test("the sticky Cancel/Create bar never hides the field that has focus", async ({ page, javaScriptEnabled }) => {
  await logIn(page);
  for (const viewport of [
    { width: 1280, height: 560 },
    { width: 700, height: 560 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/blog-create");
    const bar = page.locator(".blog-editor-actions");
    await expect(bar).toBeVisible();
    // With JavaScript the rich-text editors replace their textareas once loaded: look at the settled form.
    if (javaScriptEnabled) await expect(page.locator(".rte-host:not(.rte-host-pending) .rte-content")).toHaveCount(2);
    const fields = page.locator(".blog-editor input:not([type=hidden]):not([type=file]), .blog-editor textarea, .blog-editor [contenteditable=true]");
    const count = await fields.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index++) {
      const field = fields.nth(index);
      if (!(await field.isVisible())) continue;
      // With JavaScript: scrolled so the field peeks out just under the bar; without: just below the screen. Then focused.
      const below = javaScriptEnabled ? 20 : -60;
      await field.evaluate(
        (el, offset) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - window.innerHeight + offset, behavior: "instant" }),
        below,
      );
      await field.focus();
      const name = `${(await field.getAttribute("name")) ?? (await field.getAttribute("id")) ?? "rich text"} at ${viewport.width} px`;
      // The browser may scroll smoothly: wait for the page to settle with the field's first lines above the bar.
      await expect
        .poll(async () => {
          const box = await field.boundingBox();
          const barBox = await bar.boundingBox();
          return box && barBox ? box.y + Math.min(box.height, 40) <= barBox.y : false;
        }, { message: `${name} is under the bar` })
        .toBe(true);
    }
  }
});

test("a picture smaller than the column is shown at its own size, never enlarged", async ({ page, request }) => {
  const token = await apiLogin(request);
  const image = await testImage("small.png", { r: 200, g: 80, b: 20 }, "png");
  const title = unique("Small picture");
  const created = await request.post(`${API_URL}/api/blogs`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title, shortDesc: "<p>Short</p>", detailedDesc: "<p>Body</p>", images: image },
  });
  expect(created.status()).toBe(201);
  const blog = (await created.json()) as { _id: string };
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/blog/${blog._id}`);
    const shown = await page.locator(".post-images img").first().boundingBox();
    // testImage is 160 × 80.
    expect(shown?.width).toBe(160);
    // Found by its title: other specs publish posts at the same time, which can push it off the first page.
    await page.goto(`/blogs?title=${encodeURIComponent(title)}`);
    const card = page.locator(".blog-card").filter({ has: page.locator(`a[href^="/blog/${blog._id}/"]`) }).locator("img");
    await expect(card).toHaveCSS("object-fit", "scale-down");
  } finally {
    await apiDeleteBlog(request, token, blog._id);
  }
});
