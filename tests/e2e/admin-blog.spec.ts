import { expect, test, type Page } from "@playwright/test";
import {
  API_URL,
  apiCreateBlog,
  apiDeleteBlog,
  apiFindBlog,
  apiLogin,
  editorsReady,
  expectFlash,
  freshIp,
  logIn,
  testImage,
  unique,
} from "../support/e2e/admin";

const red = { r: 200, g: 30, b: 30 };
const blue = { r: 30, g: 60, b: 200 };
const green = { r: 30, g: 160, b: 60 };

/** No whitespace folding. */
async function rawText(page: Page, selector: string, text: string): Promise<string | null> {
  const locator = page.locator(selector).filter({ hasText: text.replace(/ {2,}/g, " ") }).first();
  await expect(locator).toBeVisible();
  return locator.textContent();
}

test.describe("blog list", () => {
  test.beforeEach(async ({ page }) => logIn(page));

  test("has the required columns, a CREATE button, a scrolling table and numbering across pages", async ({ page }) => {
    await page.goto("/blog-list");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog posts");
    const headers = page.locator("table.admin-table thead th");
    await expect(headers).toHaveText(["#", "Title", "Created By", "Created At", "Actions"]);
    await expect(page.locator("table.admin-table thead th[scope=col]")).toHaveCount(5);
    await expect(page.getByRole("link", { name: "CREATE" })).toHaveAttribute("href", "/blog-create");
    const wrap = page.getByTestId("blog-table");
    expect(await wrap.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("500px");
    expect(await wrap.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");

    const firstCell = page.locator("table.admin-table tbody tr").first().locator("td").first();
    await expect(firstCell).toHaveText("1");
    await expect(page.locator("table.admin-table tbody tr")).toHaveCount(10);
    // The seed has 14 posts, so a second page continues at 11.
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByText("Prev")).toBeVisible();
    await pagination.getByRole("link", { name: "NEXT" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.locator("table.admin-table tbody tr").first().locator("td").first()).toHaveText("11");
    await expect(page.locator("table.admin-table tbody tr").first().locator("td").nth(1)).toHaveText("Sana Staff");
  });

  test("search by title starts at page 1 and lists drafts with their status", async ({ page, request, javaScriptEnabled }) => {
    const token = await apiLogin(request);
    const title = unique("Draft search");
    const created = await apiCreateBlog(request, token, title);
    await request.put(`${API_URL}/api/blogs?id=${created._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { title, shortDesc: "", detailedDesc: "", status: "draft" },
    });
    try {
      await page.goto("/blog-list?page=2");
      const search = page.getByRole("searchbox", { name: "Search posts by title" });
      await search.fill(title);
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Search" }).click();
      // With JavaScript the form submits itself after a 500 ms pause.
      await expect(page).toHaveURL(`/blog-list?${new URLSearchParams({ title })}`);
      const rows = page.locator("table.admin-table tbody tr");
      await expect(rows).toHaveCount(1);
      await expect(rows.first().locator("td").first()).toHaveText("1");
      await expect(rows.first().getByRole("rowheader")).toContainText(title);
      await expect(rows.first().locator(".badge")).toHaveText("Draft");
      await expect(page.getByText("1 post matching")).toBeVisible();
    } finally {
      await apiDeleteBlog(request, token, created._id);
    }
  });

  test("an unknown post id on the edit page is a real 404", async ({ page }) => {
    const response = await page.goto("/blog-edit/NoSuchPost000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the enhanced editor needs JavaScript");
  test.beforeEach(async ({ page }) => logIn(page));

  test("create with images, tags and rich text; see it public; edit; delete through the dialog", async ({ page, request }) => {
    test.setTimeout(150_000);
    const token = await apiLogin(request);
    const title = unique("Moving with kids in Lahore");
    await page.goto("/blog-create");
    await editorsReady(page);

    await page.getByLabel("Title").fill(title);

    const short = page.getByRole("textbox", { name: "Short description" });
    await short.click();
    await page.keyboard.type("A short guide for families.");
    const detail = page.getByRole("textbox", { name: "Detail description" });
    await detail.click();
    await page.keyboard.type("Pack ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("early");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(" and label every box.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("- Boxes");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Tape");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Ready? ");
    await page.getByRole("button", { name: "Link", exact: true }).nth(1).click();
    await page.getByLabel("Link text").fill("Book a move");
    await page.getByLabel("Link address").fill("https://example.com/book");
    await page.getByLabel("Link address").press("Enter");
    const markdown = page.locator('textarea[name="detailedDesc"]');
    await expect(markdown).toHaveValue(/\*\*early\*\*/);
    await expect(markdown).toHaveValue(/^[-*] Boxes$/m);
    await expect(markdown).toHaveValue(/\[Book a move\]\(https:\/\/example\.com\/book\)/);

    const tagInput = page.getByLabel("Meta tags");
    for (const tag of ["  Lahore ", "   ", "Lahore", "Packing tips", "Remove me"]) {
      await tagInput.fill(tag);
      await tagInput.press("Enter");
    }
    await expect(page).toHaveURL("/blog-create");
    await page.getByRole("button", { name: "Remove tag Remove me" }).click();
    await expect(page.locator(".tag-chip")).toHaveText(["Lahore×", "Packing tips×"]);

    await expect(page.getByText("PNG or JPG, max 800x400px")).toBeVisible();
    await page.getByLabel("Attach images").setInputFiles([
      await testImage("red.png", red, "png"),
      await testImage("blue.jpg", blue, "jpeg"),
      await testImage("green.png", green, "png"),
    ]);
    const newImages = page.getByRole("list", { name: "New images" }).getByRole("listitem");
    await expect(newImages).toHaveCount(3);
    await expect(newImages.first().locator("img")).toHaveAttribute("src", /^blob:/);
    await page.getByRole("button", { name: "Remove green.png" }).click();
    await expect(newImages).toHaveCount(2);
    await newImages.nth(0).getByLabel("Alt text").fill("Red boxes");
    await newImages.nth(1).getByLabel("Alt text").fill("Blue van");

    await expect(page.getByRole("radio", { name: /Draft/ })).toBeChecked();
    await page.getByRole("radio", { name: /Published/ }).check();
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page).toHaveURL("/blog-list");
    await expectFlash(page, "Blog created successfully!");

    const saved = await apiFindBlog(request, title, token);
    expect(saved).toBeDefined();
    expect(saved!.images.map((image) => image.altText)).toEqual(["Red boxes", "Blue van"]);
    expect(saved!.metaData.metaKeywords).toEqual(["Lahore", "Packing tips"]);
    expect(saved!.description).toContain("<strong>early</strong>");
    expect(saved!.description).toMatch(/<ul>[\s\S]*<li>[\s\S]*Boxes[\s\S]*<\/ul>/);
    expect(saved!.description).toContain('<a href="https://example.com/book">Book a move</a>');
    expect(saved!.shortDescription).toContain("A short guide for families.");

    await page.goto(`/blogs?${new URLSearchParams({ title })}`);
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("strong", { hasText: "early" })).toBeVisible();
    await expect(page.locator('a[href="https://example.com/book"]')).toHaveText("Book a move");

    await page.goto(`/blog-edit/${saved!._id}`);
    await editorsReady(page);
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByRole("textbox", { name: "Detail description" }).locator("strong")).toHaveText("early");
    await expect(page.locator(".tag-chip")).toHaveText(["Lahore×", "Packing tips×"]);
    const current = page.getByRole("list", { name: "Current images" }).getByRole("listitem");
    await expect(current).toHaveCount(2);
    const renamed = `${title} (updated)`;
    await page.getByLabel("Title").fill(renamed);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Blog posts" }).click();
    const unsaved = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole("button", { name: "Stay on this page" }).click();
    await expect(unsaved).toBeHidden();
    await expect(page).toHaveURL(`/blog-edit/${saved!._id}`);
    await page.getByRole("button", { name: "Remove image 1" }).click();
    await expect(current).toHaveCount(1);
    // The save sends what is on screen, even words typed just before.
    await page.getByRole("textbox", { name: "Short description" }).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Last words typed.");
    await page.getByRole("button", { name: "Update post" }).click();
    await expect(page).toHaveURL("/blog-list");
    await expectFlash(page, "Blog updated successfully!");

    const updated = await apiFindBlog(request, renamed, token);
    expect(updated?._id).toBe(saved!._id);
    expect(updated!.images).toHaveLength(1);
    expect(updated!.images[0]!.url).toBe(saved!.images[1]!.url);
    expect(updated!.images[0]!.altText).toBe("Blue van");
    expect(updated!.description).toContain("<strong>early</strong>");
    expect(updated!.shortDescription).toContain("A short guide for families. Last words typed.");

    await page.goto(`/blog-list?${new URLSearchParams({ title: renamed })}`);
    const deleteLink = page.getByRole("link", { name: `Delete “${renamed}”` });
    const dialog = page.getByRole("dialog", { name: "Confirm Delete" });
    await expect(deleteLink).toHaveAttribute("aria-haspopup", "dialog");
    await deleteLink.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Are you sure you want to delete this blog?");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await deleteLink.click();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteLink).toBeFocused();
    await deleteLink.click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectFlash(page, "Blog Deleted!");
    await expect(dialog).toBeHidden();
    await expect(page.getByText("No posts match this search.")).toBeVisible();
    expect(await apiFindBlog(request, renamed, token)).toBeUndefined();
  });

  test("a post deleted meanwhile: 'Blog  Not Delete! Please try again.' in the dialog", async ({ page, request }) => {
    const token = await apiLogin(request);
    const title = unique("Gone already");
    const blog = await apiCreateBlog(request, token, title);
    await page.goto(`/blog-list?${new URLSearchParams({ title })}`);
    const deleteLink = page.getByRole("link", { name: `Delete “${title}”` });
    await expect(deleteLink).toHaveAttribute("aria-haspopup", "dialog");
    await deleteLink.click();
    const dialog = page.getByRole("dialog", { name: "Confirm Delete" });
    await expect(dialog).toBeVisible();
    expect(await apiDeleteBlog(request, token, blog._id)).toBe(200);
    await dialog.getByRole("button", { name: "Delete" }).click();
    expect(await rawText(page, "dialog [role=alert]", "Blog  Not Delete! Please try again.")).toBe("Blog  Not Delete! Please try again.");
    await expect(dialog).toBeVisible();
  });

  test("the API refuses an image: 'Failed to create blog.' with its reason; the form keeps its values", async ({ page }) => {
    const title = unique("Bad image");
    await page.goto("/blog-create");
    await editorsReady(page);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Meta tags").fill("kept");
    await page.getByLabel("Meta tags").press("Enter");
    await page.getByLabel("Attach images").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a png") });
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to create blog." })).toBeVisible();
    await expect(page.locator(".image-field .field-error")).toContainText("Image 1");
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.locator(".tag-chip")).toHaveText(["kept×"]);
    await expect(page.getByRole("list", { name: "New images" }).getByRole("listitem")).toHaveCount(1);
    await expect(page).toHaveURL("/blog-create");
  });

  test("a field is checked by the server as it is left, and again as it is corrected", async ({ page }) => {
    await page.goto("/blog-create");
    await editorsReady(page);
    const slug = page.getByLabel("Slug (web address)");
    await slug.fill("Not A Slug");
    await slug.blur();
    await expect(page.getByText("Write the address in small Latin letters, digits and hyphens")).toBeVisible();
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    await slug.fill("a-slug");
    await expect(page.getByText("Write the address in small Latin letters, digits and hyphens")).toHaveCount(0);
    await expect(slug).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a missing title is caught before anything is sent", async ({ page }) => {
    await page.goto("/blog-create");
    await editorsReady(page);
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page).toHaveURL("/blog-create");
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the plain-form path");
  test.beforeEach(async ({ page }) => logIn(page));

  test("create with textareas and comma-separated tags; edit; delete through the confirmation page", async ({ page, request }) => {
    test.setTimeout(150_000);
    const token = await apiLogin(request);
    const title = unique("Office move checklist");
    await page.goto("/blog-create");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Short description").fill("Plan the **weekend** move.");
    await page.getByLabel("Detail description").fill("Steps:\n\n- Label desks\n- Back up servers\n\n[Request a quote online](https://example.com/quote)");
    await page.getByLabel("Meta tags").fill(" office, Karachi ,, office");
    await page.getByLabel("Attach images").setInputFiles([await testImage("desk.png", red, "png"), await testImage("server.jpg", blue, "jpeg")]);
    await expect(page.getByRole("radio", { name: /Draft/ })).toBeChecked();
    await page.getByRole("radio", { name: /Published/ }).check();
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page).toHaveURL("/blog-list");
    await expectFlash(page, "Blog created successfully!");

    const saved = await apiFindBlog(request, title, token);
    expect(saved).toBeDefined();
    expect(saved!.images).toHaveLength(2);
    expect(saved!.metaData.metaKeywords).toEqual(["office", "Karachi"]);
    expect(saved!.shortDescription).toContain("<strong>weekend</strong>");
    expect(saved!.description).toMatch(/<ul>[\s\S]*Label desks[\s\S]*Back up servers[\s\S]*<\/ul>/);
    expect(saved!.description).toContain('<a href="https://example.com/quote">Request a quote online</a>');

    await page.goto(`/blogs?${new URLSearchParams({ title })}`);
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator('a[href="https://example.com/quote"]')).toHaveText("Request a quote online");

    await page.goto(`/blog-edit/${saved!._id}`);
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Meta tags")).toHaveValue("office, Karachi");
    await expect(page.getByLabel("Detail description")).toHaveValue(/- Label desks\n- Back up servers/);
    const renamed = `${title} (updated)`;
    await page.getByLabel("Title").fill(renamed);
    await page.getByLabel("Alt text (image 2)").fill("Server rack");
    await page.getByRole("checkbox", { name: "Remove this image" }).first().check();
    await page.getByRole("button", { name: "Update post" }).click();
    await expect(page).toHaveURL("/blog-list");
    await expectFlash(page, "Blog updated successfully!");

    const updated = await apiFindBlog(request, renamed, token);
    expect(updated?._id).toBe(saved!._id);
    expect(updated!.images.map((image) => image.url)).toEqual([saved!.images[1]!.url]);
    expect(updated!.images[0]!.altText).toBe("Server rack");
    expect(updated!.metaData.metaKeywords).toEqual(["office", "Karachi"]);

    await page.goto(`/blog-list?${new URLSearchParams({ title: renamed })}`);
    await page.getByRole("link", { name: `Delete “${renamed}”` }).click();
    await expect(page).toHaveURL(`/blog-list/delete/${saved!._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm Delete");
    await expect(page.getByText("Are you sure you want to delete this blog?")).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/blog-list");
    await page.goto(`/blog-list/delete/${saved!._id}`);
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/blog-list");
    await expectFlash(page, "Blog Deleted!");
    expect(await apiFindBlog(request, renamed, token)).toBeUndefined();
  });

  test("a post deleted meanwhile: 'Blog  Not Delete! Please try again.' on the confirmation page", async ({ page, request }) => {
    const token = await apiLogin(request);
    const blog = await apiCreateBlog(request, token, unique("Gone already"));
    await page.goto(`/blog-list/delete/${blog._id}`);
    expect(await apiDeleteBlog(request, token, blog._id)).toBe(200);
    await page.getByRole("button", { name: "Delete" }).click();
    // The answer is the confirm page again, with the message, to retry or cancel.
    await expect(page).toHaveURL(`/blog-list/delete/${blog._id}`);
    expect(await rawText(page, "[role=alert]", "Blog  Not Delete! Please try again.")).toBe("Blog  Not Delete! Please try again.");
    await expect(page.getByRole("button", { name: "Delete" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/blog-list");
  });

  test("the API refuses an image: 'Failed to update blog.', values kept, files must be attached again", async ({ page, request }) => {
    const token = await apiLogin(request);
    const title = unique("Keep my words");
    const blog = await apiCreateBlog(request, token, title);
    try {
      await page.goto(`/blog-edit/${blog._id}`);
      await page.getByLabel("Title").fill(`${title} v2`);
      await page.getByLabel("Meta tags").fill("one, two");
      await page.getByLabel("Attach images").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a png") });
      await page.getByRole("button", { name: "Update post" }).click();
      const alert = page.locator(".blog-editor > [role=alert]");
      await expect(alert).toContainText("Failed to update blog.");
      await expect(alert).toContainText("Images you attached were not kept: please attach them again.");
      await expect(page.locator(".image-field .field-error")).toContainText("Image 1");
      await expect(page.getByLabel("Title")).toHaveValue(`${title} v2`);
      await expect(page.getByLabel("Meta tags")).toHaveValue("one, two");
      expect((await apiFindBlog(request, title, token))?.title).toBe(title);
    } finally {
      await apiDeleteBlog(request, token, blog._id);
    }
  });

  test("a missing title comes back from the server as 'Title is required'", async ({ page }) => {
    await page.goto("/blog-create");
    await expect(page.getByLabel("Title")).toHaveAttribute("required", "");
    const response = await page.request.post("/blog-create", { multipart: { title: "", shortDesc: "x", tagsText: "a" } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Title is required");
  });
});

test.describe("comment moderation", () => {
  test("staff delete a comment from the post's edit page, after confirming", async ({ page, request, javaScriptEnabled }) => {
    await logIn(page);
    const token = await apiLogin(request);
    const blog = await apiCreateBlog(request, token, unique("Commented post"));
    try {
      const name = `Reader ${Date.now()}`;
      const posted = await request.post(`${API_URL}/api/comments`, {
        data: { blogId: blog._id, name, email: "", website: "", commentText: "Spam, please remove" },
        headers: { "X-Forwarded-For": freshIp() },
      });
      expect(posted.status()).toBe(201);
      await page.goto(`/blog-edit/${blog._id}`);
      const comments = page.getByRole("region", { name: /Comments/ });
      await expect(comments.getByText("Spam, please remove")).toBeVisible();
      await comments.getByRole(javaScriptEnabled ? "button" : "link", { name: `Delete comment by ${name}` }).click();
      if (javaScriptEnabled) {
        const dialog = page.getByRole("dialog", { name: "Delete comment" });
        await expect(dialog).toContainText("Are you sure you want to delete this comment?");
        await dialog.getByRole("button", { name: "Delete" }).click();
      } else {
        await expect(page.getByRole("heading", { level: 1, name: "Delete comment" })).toBeVisible();
        await expect(page.getByText("Spam, please remove")).toBeVisible();
        await page.getByRole("button", { name: "Delete" }).click();
        await expect(page).toHaveURL(new RegExp(`/blog-edit/${blog._id}#post-comments$`));
      }
      await expectFlash(page, "Comment deleted.");
      await expect(comments.getByText("Spam, please remove")).toHaveCount(0);
      const left = (await (await request.get(`${API_URL}/api/comments/${blog._id}`)).json()) as { data: unknown[] };
      expect(left.data).toHaveLength(0);
    } finally {
      await apiDeleteBlog(request, token, blog._id);
    }
  });
});
