import { expect, test } from "@playwright/test";
import { firstPost } from "../support/e2e/public-pages";

/** Reading the blog: tag links big enough to tap on a phone, post text at a readable measure on a desktop. */
test("tag links are at least 44 px tall on a phone, on the post and on /blogs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of [await firstPost(), "/blogs"]) {
    await page.goto(path);
    const links = page.locator(".tag a");
    expect(await links.count(), path).toBeGreaterThan(0);
    const heights = await links.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().height)
    );
    expect(
      Math.min(...heights),
      `${path}: shortest tag link`
    ).toBeGreaterThanOrEqual(44);
  }
});

test("post text runs about 70 characters a line on a 1280 px screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(await firstPost());
  const perLine = await page.locator(".post-body").evaluate((body) => {
    // The width of "0" in the body's font (what CSS calls 1ch), against the text column's width.
    const probe = document.createElement("span");
    probe.style.cssText = "display:inline-block;width:1ch;padding:0;border:0";
    body.append(probe);
    const ch = probe.getBoundingClientRect().width;
    probe.remove();
    return body.getBoundingClientRect().width / ch;
  });
  expect(perLine).toBeGreaterThan(50);
  expect(perLine).toBeLessThanOrEqual(75);
});
