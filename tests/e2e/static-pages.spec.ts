import { expect, test, type Page } from "@playwright/test";
import { HYDRATED_PAGES } from "../support/e2e/public-pages";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "what a page sends to a browser that runs JavaScript");

const STATIC_PAGES = [
  "/",
  "/ur",
  "/about",
  "/ur/about",
  "/service",
  "/house-moving-company",
  "/ur/house-moving-company",
  "/moving-company-karachi",
  "/ur/moving-company-lahore",
  "/shehzore-mazda-for-rent",
  "/search?q=karachi",
  "/no-such-page-here",
  "/ur/no-such-page-here",
];

/** Opens the page and counts the scripts the browser fetched for it, once it has settled. */
async function visit(page: Page, path: string): Promise<{ scripts: string[]; hydrated: boolean }> {
  const scripts: string[] = [];
  const onResponse = (response: { request(): { resourceType(): string }; url(): string }) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  };
  page.on("response", onResponse);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const hydrated = await page.evaluate(() => "__remixRouter" in window || "__remixContext" in window);
  return { scripts, hydrated };
}

test("home, content, search and not-found pages load no script and never start the framework", async ({ page }) => {
  for (const path of STATIC_PAGES) {
    const { scripts, hydrated } = await visit(page, path);
    expect({ path, scripts, hydrated }).toEqual({ path, scripts: [], hydrated: false });
    expect(await page.locator('link[rel="modulepreload"], script[type="module"]').count(), path).toBe(0);
  }
});

test("the home page in both languages draws every illustration in the page, hero and cards, asking for no drawing file, at 360 px", async ({ browser }) => {
  for (const path of ["/", "/ur"]) {
    // A fresh profile each time: nothing in the browser's cache.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const files: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/illustrations/")) files.push(pathname);
    });
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    const shown = await page.locator("main svg.drawing").evaluateAll((drawings) =>
      drawings.map((drawing) => {
        const box = drawing.getBoundingClientRect();
        // A <use> whose shape is missing from the page has an empty box.
        const empty = [...drawing.querySelectorAll("use")].filter((use) => {
          const shape = (use as SVGGraphicsElement).getBBox();
          return shape.width === 0 || shape.height === 0;
        });
        return { wide: box.width > 80 && box.height > 40, uses: drawing.querySelectorAll("use").length, empty: empty.map((use) => use.getAttribute("href")) };
      }),
    );
    // The hero, the ten service cards and the three city cards (docs/decisions/042-drawings-inline.md).
    expect(shown.length, path).toBeGreaterThanOrEqual(14);
    expect(shown.filter((drawing) => !drawing.wide), path).toEqual([]);
    expect(shown.flatMap((drawing) => drawing.empty), path).toEqual([]);
    expect(shown.reduce((sum, drawing) => sum + drawing.uses, 0), path).toBeGreaterThan(14);
    expect(await page.locator('main img[src^="/illustrations/"]').count(), path).toBe(0);
    expect({ path, files }).toEqual({ path, files: [] });
    // The shapes are defined once on the page, and no id is used twice.
    const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index), path).toEqual([]);
    await context.close();
  }
});

test("the form, blog and contact pages still hydrate", async ({ page }) => {
  for (const path of HYDRATED_PAGES) {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await page.goto(path);
    // Their scripts start after the first paint (ADR 017, kept for these pages).
    await page.waitForFunction(() => "__remixRouter" in window);
    expect(scripts.length, path).toBeGreaterThan(0);
    page.removeAllListeners("response");
  }
  // Hydrated: the header search is the enhanced popup.
  await page.getByTestId("header-search").click();
  await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
});

test("the pages that hydrate break no rule of their Content-Security-Policy and carry no schema library", async ({ page }) => {
  // zod 4 tries `new Function` to see whether it may compile; under the CSP that is a violation Chrome
  // reports as a page issue. Its schemas stay on the server: the forms' client code needs none.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const path of [...HYDRATED_PAGES, "/ur/book"]) {
    const bodies: Promise<string>[] = [];
    const onResponse = (response: { request(): { resourceType(): string }; text(): Promise<string> }) => {
      if (response.request().resourceType() === "script") bodies.push(response.text());
    };
    page.on("response", onResponse);
    await page.goto(path);
    await page.waitForFunction(() => "__remixRouter" in window);
    await page.waitForLoadState("networkidle");
    page.off("response", onResponse);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    const scripts = await Promise.all(bodies);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(scripts.filter((body) => body.includes("ZodError")).length, `${path}: scripts carrying zod`).toBe(0);
  }
});

test.describe("on a page without JavaScript, at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the menu opens, closes on Escape and on a tap elsewhere, and its links load the page", async ({ page }) => {
    await page.goto("/about");
    const menu = page.locator("details.mobile-menu");
    const toggle = menu.locator(":scope > summary");
    await toggle.click();
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(toggle).toBeFocused();
    await toggle.click();
    // The open menu covers the page under the header: a tap on the footer is a tap elsewhere.
    await page.locator("footer.site-footer").click({ position: { x: 5, y: 5 } });
    await expect(menu).not.toHaveAttribute("open", "");
    await toggle.click();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await page.waitForFunction(() => "__remixRouter" in window);
  });

  test("the header search opens its panel with the cursor in it, closes on Escape, and finds pages", async ({ page }) => {
    await page.goto("/house-moving-company");
    const trigger = page.getByTestId("header-search");
    await trigger.click();
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await box.fill("karachi");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=karachi$/);
    await expect(page.locator("main").getByRole("link", { name: /karachi/i }).first()).toBeVisible();
  });

  test("a FAQ answer opens, the floating buttons call and chat, scroll to top goes up, and the language switch goes to Urdu", async ({ page }) => {
    await page.goto("/house-moving-company");
    const top = page.getByTestId("scroll-to-top");
    await expect(top).toBeHidden();
    const question = page.locator("details.faq-item").first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open", "");
    await expect(question.locator("summary + *")).toBeVisible();

    await expect(page.getByTestId("floating-call")).toHaveAttribute("href", "tel:+923000000001");
    await expect(page.getByTestId("floating-whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/923000000001\?text=/);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/ur\/house-moving-company$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("sections below the fold fade in as they scroll into view, once", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html.js-animate")).toHaveCount(1);
    const last = page.locator("[data-animate]").last();
    // Until the visitor scrolls the page is left as drawn: its load pays no restyle for the reveal.
    await page.waitForLoadState("load");
    await expect(last).not.toHaveClass(/is-pending/);
    await page.mouse.wheel(0, 40);
    await expect(last).toHaveClass(/is-pending/);
    await expect(last).toHaveCSS("opacity", "0");
    await last.scrollIntoViewIfNeeded();
    await expect(last).not.toHaveClass(/is-pending/);
    await expect(last).toHaveCSS("opacity", "1");
    // Once: scrolled back past, it stays shown.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(last).not.toHaveClass(/is-pending/);
  });

  test("the number a visitor chose by their location is the one shown and called, except on a city page, which keeps its office's", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => localStorage.setItem("manzil:regional-phone", JSON.stringify({ index: 2, region: "Punjab", city: "Rawalpindi" })));
    await page.reload();
    await expect(page.locator("header .topbar-phone")).toHaveText("0300-0000003");
    await expect(page.getByTestId("floating-call")).toHaveAttribute("href", "tel:+923000000003");
    await expect(page.getByTestId("floating-call")).toHaveAttribute("aria-label", /0300-0000003/);
    await page.goto("/moving-company-karachi");
    await expect(page.locator("header .topbar-phone")).toHaveText("0300-0000002");
  });
});
