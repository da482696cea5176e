import { expect, test, type Page } from "@playwright/test";
import { freshIp } from "../support/e2e/admin";
import { fillDetailsStep, fillMoveStep, openBookForm, sampleQuote, stepHeading } from "../support/e2e/leads";

const WIDTHS = [360, 390];

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

/** Fixed or sticky boxes drawn over the focused element (not its own ancestors), described. */
async function coveringFocused(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return [];
    const target = focused.getBoundingClientRect();
    const covers: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(el);
      if (style.position !== "fixed" && style.position !== "sticky") continue;
      if (el.contains(focused) || style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const overlaps = box.left < target.right && box.right > target.left && box.top < target.bottom && box.bottom > target.top;
      if (overlaps) covers.push(`${el.tagName.toLowerCase()}.${String(el.className)} covers ${focused.tagName.toLowerCase()}#${focused.id || focused.textContent?.trim().slice(0, 20)}`);
    }
    return covers;
  });
}

/** Tabs from the start of <main> until focus leaves it, checking each focused control. */
async function tabThroughMain(page: Page, label: string): Promise<number> {
  await page.locator("main").focus();
  let visited = 0;
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest("main")));
    if (!inMain) break;
    visited++;
    expect(await coveringFocused(page), `${label}, control ${visited}`).toEqual([]);
  }
  return visited;
}

/** Scrolled to the very end, the last controls of <main> lie clear of anything fixed. */
async function lastControlsUncovered(page: Page, label: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  const covered = await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>("main :is(a[href], button, input:not([type=hidden]), select, textarea)")].filter(
      (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden",
    );
    const fixed = [...document.body.querySelectorAll<HTMLElement>("*")].filter((el) => {
      const style = getComputedStyle(el);
      return style.position === "fixed" && style.visibility !== "hidden" && Number(style.opacity) > 0 && el.getBoundingClientRect().width > 0;
    });
    const problems: string[] = [];
    for (const control of controls.slice(-4)) {
      const r = control.getBoundingClientRect();
      if (r.bottom < 0 || r.top > window.innerHeight) continue;
      for (const f of fixed) {
        const b = f.getBoundingClientRect();
        if (b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top) problems.push(`${f.className} covers ${control.textContent?.trim() || control.id}`);
      }
    }
    return problems;
  });
  expect(covered, `${label}: the end of the page`).toEqual([]);
}

for (const width of WIDTHS) {
  test(`/book at ${width} px: no floating button over any focused control, at any step`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width, height: 740 });
    await openBookForm(page, javaScriptEnabled);
    const quote = sampleQuote();
    expect(await tabThroughMain(page, `/book step 1 at ${width}px`)).toBeGreaterThan(5);
    await lastControlsUncovered(page, `/book step 1 at ${width}px`);
    if (!javaScriptEnabled) return;
    await fillMoveStep(page, quote);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, 2)).toBeFocused();
    expect(await coveringFocused(page)).toEqual([]);
    expect(await tabThroughMain(page, `/book step 2 at ${width}px`)).toBeGreaterThan(3);
    await lastControlsUncovered(page, `/book step 2 at ${width}px`);
    // Back and Next at rest, as the step opened: tappable, nothing on them.
    await fillDetailsStep(page, quote);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, 3)).toBeFocused();
    expect(await tabThroughMain(page, `/book step 3 at ${width}px`)).toBeGreaterThan(3);
    await lastControlsUncovered(page, `/book step 3 at ${width}px`);
  });

  test(`/book at ${width} px: the moving date's calendar button, focused, has no floating button on the page`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width, height: 740 });
    await openBookForm(page, javaScriptEnabled);
    const date = page.locator("#book-form-moveDate");
    await date.focus();
    // Tab through the date's day, month and year to its calendar button: still the field, no longer :focus.
    let onCalendar = false;
    for (let i = 0; i < 6 && !onCalendar; i++) {
      await page.keyboard.press("Tab");
      onCalendar = await page.evaluate(() => document.activeElement?.id === "book-form-moveDate" && !document.activeElement.matches(":focus"));
    }
    expect(onCalendar).toBe(true);
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".floating-button")].filter((el) => getComputedStyle(el).display !== "none").map((el) => el.className),
    );
    expect(shown).toEqual([]);
  });

  test(`/contact at ${width} px: no floating button over any focused control or the last ones`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/contact");
    expect(await tabThroughMain(page, `/contact at ${width}px`)).toBeGreaterThan(5);
    await page.getByLabel("Your message").focus();
    expect(await coveringFocused(page)).toEqual([]);
    await lastControlsUncovered(page, `/contact at ${width}px`);
  });
}
