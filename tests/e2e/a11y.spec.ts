import { expect, test } from "@playwright/test";
import { logIn } from "../support/e2e/admin";
import { firstPost, PUBLIC_PAGES } from "../support/e2e/public-pages";
import AxeBuilder from "@axe-core/playwright";
import { expectNoViolations, violationList } from "../support/e2e/axe";

/**
 * Axe finds no accessibility violations on any public or staff
 * page, with JavaScript on and off.
 */
// axe runs inside the page, so it needs JavaScript; the no-JS markup is the same server render.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript to run in the page");

const PAGES = [...PUBLIC_PAGES, "/blogs?title=karachi", "/login"];


for (const path of PAGES) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page);
  });
}

test("no axe violations on a blog post", async ({ page }) => {
  await page.goto(await firstPost());
  await expectNoViolations(page);
});

for (const path of ["/blog-list", "/blog-create", "/leads", "/blog-comments"]) {
  test(`no axe violations on the staff page ${path}`, async ({ page }) => {
    await logIn(page);
    // The first staff page shows the 'User Login' toast while it animates in; audit the settled page.
    await page.goto("/blog-list");
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(path));
    await expectNoViolations(page);
  });
}

test("no axe violations on the staff edit page", async ({ page }) => {
  await logIn(page);
  await page.goto("/blog-list");
  const post = await firstPost();
  await page.goto(`/blog-edit/${post.split("/")[2]}`);
  await expectNoViolations(page);
});

/**
 * As Lighthouse audits (the bench's accessibility rows): a phone-sized page as loaded, not scrolled, bands below the
 * first screen not yet drawn (`.below-fold`). An audit hit-tests what a band covers, so a band it cannot see into must
 * hold nothing it misjudges: light text on a dark band read against the page's white, links read as covered.
 */
test.describe("as Lighthouse audits the page as loaded", () => {
  test.use({ viewport: { width: 412, height: 823 } });
  for (const path of ["/", "/ur", "/house-moving-company", "/book"]) {
    test(`no contrast, target-size or label-name violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.emulateMedia({ reducedMotion: "reduce" });
      const results = await new AxeBuilder({ page }).withRules(["color-contrast", "target-size", "label-content-name-mismatch"]).analyze();
      expect(violationList(results)).toEqual([]);
    });
  }
});
