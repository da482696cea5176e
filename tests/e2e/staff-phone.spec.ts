import { expect, test } from "@playwright/test";
import { editorsReady, logIn, testImage } from "../support/e2e/admin";

/** Reads only: nothing is saved. */

test.beforeEach(async ({ page }) => logIn(page));

for (const width of [320, 360]) {
  test(`the posts list at ${width} px shows every card whole, with its Edit and Delete, and no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/blog-list");
    const box = page.getByTestId("blog-table");
    const rows = box.locator("tbody tr");
    await expect(rows).toHaveCount(10);
    // The list grows with the page instead of scrolling inside a 500 px box.
    expect(await box.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    const boxBottom = (await box.boundingBox())!.y + (await box.boundingBox())!.height;
    const lastDelete = rows.last().getByRole("link", { name: /^Delete/ });
    expect((await lastDelete.boundingBox())!.y + (await lastDelete.boundingBox())!.height).toBeLessThanOrEqual(boxBottom);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("the posts list on a desktop keeps its 500 px scrolling box", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/blog-list");
  const box = page.getByTestId("blog-table");
  expect(await box.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("500px");
  expect(await box.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");
});

test("a picked image moves to the list of new images and the file picker is empty again", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the picker is the list: it keeps its files until the form is sent");
  await page.goto("/blog-create");
  // The list of new images is React's: a file picked before hydration is kept by the bare input instead.
  await editorsReady(page);
  const picker = page.getByLabel("Attach images");
  // Its label reads "Add more images" once a file is listed: hold on to the input itself.
  const chosen = page.locator(`[id="${await picker.getAttribute("id")}"]`);
  await picker.setInputFiles([await testImage("winter.jpg", { r: 30, g: 60, b: 200 }, "jpeg")]);
  const newImages = page.getByRole("list", { name: "New images" }).getByRole("listitem");
  await expect(newImages).toHaveCount(1);
  await expect(newImages.first()).toContainText("winter.jpg");
  expect(await chosen.evaluate((input: HTMLInputElement) => [input.value, input.files?.length])).toEqual(["", 0]);

  // Saving still sends exactly the listed files.
  const uploads = () =>
    page.evaluate(() => new FormData(document.getElementById("blog-create") as HTMLFormElement).getAll("uploads").map((file) => (file as File).name));
  expect(await uploads()).toEqual(["winter.jpg"]);
  await page.getByLabel("Add more images").setInputFiles([await testImage("boxes.png", { r: 200, g: 30, b: 30 }, "png")]);
  await expect(newImages).toHaveCount(2);
  expect(await chosen.evaluate((input: HTMLInputElement) => input.value)).toBe("");
  expect(await uploads()).toEqual(["winter.jpg", "boxes.png"]);
  await page.getByRole("button", { name: "Remove winter.jpg" }).click();
  await expect(newImages).toHaveCount(1);
  expect(await uploads()).toEqual(["boxes.png"]);
});

test("an image over 5 MB is refused the moment it is picked, before anything is uploaded", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the save's answer says it");
  await page.goto("/blog-create");
  await editorsReady(page);
  const huge = { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) };
  await page.getByLabel("Attach images").setInputFiles([huge, await testImage("small.png", { r: 20, g: 160, b: 90 }, "png")]);
  await expect(page.getByText("Each image must be at most 5 MB (huge.jpg not added)")).toBeVisible();
  const newImages = page.getByRole("list", { name: "New images" }).getByRole("listitem");
  await expect(newImages).toHaveCount(1);
  await expect(newImages.first()).toContainText("small.png");
});
