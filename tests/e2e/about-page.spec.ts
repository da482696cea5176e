import { expect, test } from "@playwright/test";

/**
 * "Manzil in numbers" on /about: the figures are said to be approximate once,
 * not on every fact (on a phone a table's cards repeated their column
 * heading, "Approximate figure:", on each one).
 */
test("the About page says 'approximate' once for its figures, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/about");
  const repeats = await page.locator("main").evaluate((main) => {
    let count = 0;
    for (const element of main.querySelectorAll("*")) {
      const before = getComputedStyle(element, "::before").content;
      if (/approximate/i.test(before)) count++;
    }
    return count + (main.textContent?.match(/approximate/gi)?.length ?? 0);
  });
  expect(repeats).toBe(1);
  await expect(page.getByText("These figures are approximate and rounded.")).toBeVisible();
  await expect(page.locator("main li").filter({ hasText: "Founded" })).toContainText("2012, in Lahore");
});
