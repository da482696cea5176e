import { expect, test } from "@playwright/test";

/**
 * The app shell on every page (docs/requirements.md, Routes): header, footer, breadcrumb
 * with HOME, floating buttons with their visibility rule, scroll to top and
 * the 404 page. Runs with JavaScript on and off (two projects).
 */
test.describe("app shell", () => {
  test("home page has the header, navigation, quote button and footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const header = page.locator("header.site-header");
    await expect(header.getByRole("link", { name: /home$/i }).first()).toBeVisible();
    await expect(header.getByRole("link", { name: "Get a quote" })).toHaveAttribute("href", "/book");
    await expect(page.locator("footer.site-footer")).toContainText("Manzil Packers & Movers");
    await expect(page.locator("footer.site-footer")).toContainText("0300-0000001");
  });

  test("with JavaScript, back from another page and a reload both put the page back where the visitor was", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "scroll restoration is Remix's, with JavaScript");
    // A page that hydrates (a page without JavaScript is the browser's own restoration).
    await page.goto("/blogs");
    // Hydrated: the restoration hook is listening (it saves positions when the page is left).
    await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    // A link followed from where the visitor is (a click through Playwright would scroll to it first).
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/about"]')!.click());
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  });

  test("inner pages have a breadcrumb whose HOME link goes to /", async ({ page }) => {
    await page.goto("/house-moving-company");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb).toBeVisible();
    const home = breadcrumb.getByRole("link", { name: "HOME" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("floating WhatsApp (right) and call (left) buttons show on public pages", async ({ page }) => {
    await page.goto("/about");
    const whatsapp = page.getByTestId("floating-whatsapp");
    const call = page.getByTestId("floating-call");
    await expect(whatsapp).toBeVisible();
    await expect(call).toBeVisible();
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/923000000001\?text=Assalam/);
    await expect(call).toHaveAttribute("href", "tel:+923000000001");
    const viewport = page.viewportSize()!;
    const whatsappBox = (await whatsapp.boundingBox())!;
    const callBox = (await call.boundingBox())!;
    expect(whatsappBox.x).toBeGreaterThan(viewport.width / 2);
    expect(callBox.x).toBeLessThan(viewport.width / 2);
    expect(whatsappBox.y).toBeGreaterThan(viewport.height / 2);
    expect(callBox.y).toBeGreaterThan(viewport.height / 2);
  });

  for (const path of ["/login", "/blog-create", "/blog-list"]) {
    test(`floating buttons are hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("header.site-header")).toBeVisible();
      await expect(page.getByTestId("floating-whatsapp")).toHaveCount(0);
      await expect(page.getByTestId("floating-call")).toHaveCount(0);
      await expect(page.getByTestId("scroll-to-top")).toHaveCount(0);
    });
  }

  test("the scroll-to-top button brings the visitor back to the top", async ({ page }) => {
    await page.goto("/house-moving-company");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const button = page.getByTestId("scroll-to-top");
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an unknown address shows a 404 page inside the shell", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.locator("footer.site-footer")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "HOME" })).toHaveAttribute("href", "/");
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "client-side navigation needs JavaScript");

  test("the window scrolls to the top on every path change", async ({ page }) => {
    // From a page that hydrates, so the link navigates on the client (from a page without JavaScript it is a new page load).
    await page.goto("/blogs");
    await page.waitForFunction(() => "__remixRouter" in window);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    // At once, without animation: the first frame showing the new page is already at the top.
    await page.evaluate(() => {
      const seen: number[] = ((window as unknown as { seen: number[] }).seen = []);
      const watch = () => {
        // Each frame that shows the new page.
        if (document.querySelector("h1")?.textContent?.trim() === "ABOUT US") seen.push(window.scrollY);
        if (seen.length < 30) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.locator("footer.site-footer").getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: number[] }).seen.length)).toBeGreaterThan(5);
    expect(await page.evaluate(() => (window as unknown as { seen: number[] }).seen.filter((y) => y > 0))).toEqual([]);
  });

  test("the scroll-to-top button stays out of the way until the visitor scrolls", async ({ page }) => {
    // Hydrated, the button says so itself; on a page without JavaScript the stylesheet hides it.
    await page.goto("/contact");
    await page.waitForFunction(() => "__remixRouter" in window);
    await expect(page.getByTestId("scroll-to-top")).toHaveAttribute("data-hidden", "true");
    await page.goto("/about");
    await expect(page.getByTestId("scroll-to-top")).toBeHidden();
  });
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/", "/about", "/blogs", "/house-moving-company", "/moving-company-karachi", "/contact", "/book", "/login"]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expect(page.locator("header.site-header").getByRole("link", { name: "Get a quote" })).toBeVisible();
    });
  }
});
