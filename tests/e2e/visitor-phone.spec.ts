import { expect, test, type Page } from "@playwright/test";
import { freshIp, logIn } from "../support/e2e/admin";
import { firstPost, PUBLIC_PAGES } from "../support/e2e/public-pages";
import { futureDate } from "../support/e2e/leads";


type Box = { x: number; y: number; width: number; height: number };

/** Each brought into view as focus does (scrollIntoView honours scroll-padding), at the bottom edge where the buttons are. */
async function controlsUnderFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = ["floating-call", "floating-whatsapp", "scroll-to-top"]
      .map((id) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`))
      .filter((el): el is HTMLElement => el !== null);
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0 && rect.width > 0 && rect.height > 0;
    };
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const controls = Array.from(document.querySelectorAll<HTMLElement>("input, select, textarea, button")).filter(
      (el) => !el.closest(".floating-contact") && !el.closest("[aria-hidden='true']") && (el as HTMLInputElement).type !== "hidden" && visible(el),
    );
    const covered: string[] = [];
    for (const control of controls) {
      control.scrollIntoView({ block: "end", behavior: "instant" });
      const box = control.getBoundingClientRect();
      for (const button of floating.filter(visible)) {
        if (meets(box, button.getBoundingClientRect())) {
          const name = control.getAttribute("aria-label") || control.textContent?.trim() || control.getAttribute("name") || control.id || control.tagName;
          covered.push(`${control.tagName.toLowerCase()} "${name}" under ${button.dataset.testid}`);
        }
      }
    }
    return covered;
  });
}

/** A bar's top is the window's edge for the page. */
async function textUnderFloatingButtonsAtRest(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0 && rect.width > 0;
    };
    const buttons = Array.from(document.querySelectorAll(".floating-button")).filter(shown).map((el) => el.getBoundingClientRect());
    const bar = document.querySelector(".floating-contact");
    const barBox = bar?.getBoundingClientRect();
    const pageBottom = bar && barBox && getComputedStyle(bar).position === "fixed" && barBox.width >= window.innerWidth - 1 ? barBox.top : window.innerHeight;
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const under: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest(".floating-contact, script, style, .visually-hidden") || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        if (line.width === 0 || line.top < 0 || line.bottom > pageBottom) continue;
        if (buttons.some((button) => meets(line, button))) under.push(node.textContent.trim().slice(0, 40));
      }
    }
    return under;
  });
}

for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("no form control of a public page rests under a floating button", async ({ page }) => {
      const covered: string[] = [];
      for (const path of [...PUBLIC_PAGES, await firstPost()]) {
        await page.goto(path);
        covered.push(...(await controlsUnderFloatingButtons(page)).map((line) => `${path}: ${line}`));
      }
      expect(covered).toEqual([]);
    });

    test("at rest no text lies under a floating button: home, /book, a city page, the thanks page, in English and Urdu", async ({ page }) => {
      const reference = await sendQuote(page, "karachi");
      const under: string[] = [];
      for (const path of ["/", "/ur", "/book", "/ur/book", "/moving-company-karachi", `/book/thanks?ref=${reference}`]) {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, 0));
        under.push(...(await textUnderFloatingButtonsAtRest(page)).map((text) => `${path}: "${text}"`));
      }
      expect(under).toEqual([]);
    });

    test("no form control of the staff leads pages rests under a floating button", async ({ page }) => {
      const reference = await sendQuote(page, "karachi");
      await logIn(page);
      await page.goto("/leads");
      const covered = (await controlsUnderFloatingButtons(page)).map((line) => `/leads: ${line}`);
      await page.getByRole("link", { name: reference, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
      covered.push(...(await controlsUnderFloatingButtons(page)).map((line) => `${new URL(page.url()).pathname}: ${line}`));
      expect(covered).toEqual([]);
    });
  });
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the floating buttons stay in the margins, clear of the text column", async ({ page }) => {
    await page.goto("/moving-company-karachi");
    const call = await page.getByTestId("floating-call").boundingBox();
    const whatsapp = await page.getByTestId("floating-whatsapp").boundingBox();
    const column = (await page.locator("main .content-grid").boundingBox()) as Box;
    expect(call!.x + call!.width).toBeLessThanOrEqual(column.x);
    expect(whatsapp!.x).toBeGreaterThanOrEqual(column.x + column.width);
  });

  test("on an Urdu page too, WhatsApp is bottom right and call bottom left", async ({ page }) => {
    await page.goto("/ur/moving-company-karachi");
    const call = (await page.getByTestId("floating-call").boundingBox())!;
    const whatsapp = (await page.getByTestId("floating-whatsapp").boundingBox())!;
    expect(call.x).toBeLessThan(100);
    expect(whatsapp.x + whatsapp.width).toBeGreaterThan(1280 - 100);
  });
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("no public page scrolls sideways", async ({ page }) => {
    const wide: string[] = [];
    for (const path of [...PUBLIC_PAGES, await firstPost()]) {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} px`);
    }
    expect(wide).toEqual([]);
  });

  test("the truck-rental table shows as one card per vehicle, labelled", async ({ page }) => {
    await page.goto("/shehzore-mazda-for-rent");
    const shehzore = page.locator("main table tr", { hasText: "Shehzore" }).first();
    const cells = shehzore.locator("td");
    await expect(cells.nth(1)).toHaveAttribute("data-label", "Approx. load body");
    const row = (await shehzore.boundingBox()) as Box;
    expect(row.x + row.width).toBeLessThanOrEqual(320);
  });
});

test.describe("each city page names its own office's number", () => {
  const CITIES = [
    { path: "/moving-company-karachi", number: "+923000000002", shown: "0300-0000002" },
    { path: "/moving-company-islamabad", number: "+923000000003", shown: "0300-0000003" },
    { path: "/moving-company-lahore", number: "+923000000001", shown: "0300-0000001" },
  ];
  for (const city of CITIES) {
    test(`${city.path}: title, structured data, top bar, call button, call-to-action and sidebar`, async ({ page }) => {
      await page.goto(city.path);
      await expect(page).toHaveTitle(new RegExp(city.shown));
      const graph = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) =>
        nodes.flatMap((n) => {
          const json = JSON.parse(n.textContent ?? "{}") as { "@graph"?: unknown[] };
          return (json["@graph"] ?? [json]) as { "@type"?: string; telephone?: string }[];
        }),
      );
      // Its contact points still list all three.
      const telephones = graph.filter((node) => node["@type"] === "Organization" || node["@type"] === "MovingCompany").map((node) => node.telephone);
      expect(telephones).toEqual([city.number, city.number]);
      await expect(page.locator(".topbar-phone")).toHaveText(city.shown);
      await expect(page.getByTestId("floating-call")).toHaveAttribute("href", `tel:${city.number}`);
      await expect(page.locator(".cta-band a[href^='tel:']")).toHaveAttribute("href", `tel:${city.number}`);
      await expect(page.locator(".content-aside a[href^='tel:']")).toHaveAttribute("href", `tel:${city.number}`);
    });
  }

  test("a visitor whose remembered region is Punjab still sees Karachi's number on the Karachi page", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the remembered region lives in the browser");
    await page.addInitScript(() => localStorage.setItem("manzil:regional-phone", JSON.stringify({ index: 0, region: "Punjab", city: "Lahore" })));
    await page.goto("/moving-company-karachi");
    await expect(page.getByTestId("floating-call")).toHaveAttribute("href", "tel:+923000000002");
    await page.getByRole("link", { name: "About" }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByTestId("floating-call")).toHaveAttribute("href", "tel:+923000000001");
  });

  test("the thanks page of a move from Karachi gives the Karachi number", async ({ page }) => {
    const reference = await sendQuote(page, "karachi");
    await page.goto(`/book/thanks?ref=${reference}`);
    await expect(page.getByRole("link", { name: "Call 0300-0000002" })).toHaveAttribute("href", "tel:+923000000002");
    await expect(page.getByTestId("floating-call")).toHaveAttribute("href", "tel:+923000000002");
    await expect(page.getByTestId("thanks-whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/923000000002\?/);
    await expect(page.getByTestId("floating-whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/923000000002\?/);
  });
});

async function sendQuote(page: Page, fromCity: string): Promise<string> {
  const response = await page.request.post("/book", {
    form: { service: "house", fromCity, toCity: "lahore", moveDate: futureDate(), propertySize: "1-bed", name: "Test Visitor", phone: "03001234567" },
    headers: { "X-Forwarded-For": freshIp() },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return new URL(response.headers().location ?? "", "http://x").searchParams.get("ref") ?? "";
}

test.describe("site search", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  async function searchFromHeader(page: Page, words: string) {
    await page.getByTestId("header-search").click();
    const box = page.getByRole("searchbox", { name: "Search the site" }).first();
    await expect(box).toBeVisible();
    // Opened before hydration, the plain panel gives way to the enhanced one: measure the one that stays.
    await expect.poll(async () => page.locator("#header-search-panel").boundingBox()).toMatchObject({ x: 0, width: 360 });
    const input = (await box.boundingBox()) as Box;
    expect(input.x).toBeGreaterThanOrEqual(0);
    expect(input.x + input.width).toBeLessThanOrEqual(360);
    await box.fill(words);
    await box.press("Enter");
  }

  test("finds the truck-rental service page for “Shehzore”", async ({ page }) => {
    await page.goto("/about");
    await searchFromHeader(page, "Shehzore");
    await expect(page).toHaveURL(/\/search\?q=Shehzore$/);
    await page.getByRole("link", { name: "Truck rental", exact: true }).and(page.locator("main a")).click();
    await expect(page).toHaveURL(/\/shehzore-mazda-for-rent$/);
  });

  test("finds the Karachi city page first for “Karachi”, and blog posts too", async ({ page }) => {
    await page.goto("/");
    await searchFromHeader(page, "Karachi");
    await expect(page).toHaveURL(/\/search\?q=Karachi$/);
    const results = page.locator("main .search-results").first().getByRole("link");
    await expect(results.first()).toHaveText("Karachi");
    await expect(results.first()).toHaveAttribute("href", "/moving-company-karachi");
    await expect(page.getByRole("heading", { name: "Moving tips from the blog" })).toBeVisible();
  });

  test("says so when nothing matches", async ({ page }) => {
    await page.goto("/search?q=zzqxv");
    await expect(page.getByRole("status")).toHaveText(/Nothing found for “zzqxv”/);
  });
});

test.describe("without JavaScript, answers open where the answer is", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "with JavaScript the page does not reload");

  test("contact form errors open at the form and its error summary", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    await page.goto("/contact");
    await page.locator("#contact-form").getByRole("button", { name: /send/i }).click();
    await expect(page).toHaveURL(/\/contact#message-form$/);
    await expect(page.locator(".error-summary")).toBeInViewport();
  });
});

test.describe("Use my location", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "geolocation needs JavaScript");

  test("when the browser cannot give a position, the visitor is told and gets all three numbers", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("/contact");
    await page.getByRole("button", { name: "Use my location to show the nearest office" }).click();
    const status = page.getByTestId("nearest-office-status");
    await expect(status).toContainText("Couldn't find your location — here are all three numbers.");
    for (const number of ["0300-0000001", "0300-0000002", "0300-0000003"]) {
      await expect(status.getByRole("link", { name: number })).toBeVisible();
    }
  });
});

test.describe("small things", () => {
  test("the 404 page shows its code above a plain message", async ({ page }) => {
    await page.goto("/no-such-page");
    const code = (await page.locator(".error-code").boundingBox()) as Box;
    const text = (await page.locator(".error-body .lead").boundingBox()) as Box;
    expect(code.y).toBeLessThan(text.y);
    await expect(page.locator(".error-body")).not.toContainText("sofas");
  });

  test("the footer spells YouTube and LinkedIn, and its numbers never break at the hyphen", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".footer-social").getByRole("link", { name: "YouTube", exact: true })).toBeVisible();
    await expect(page.locator(".footer-social").getByRole("link", { name: "LinkedIn", exact: true })).toBeVisible();
    await expect(page.locator(".footer-contact a.phone-number").first()).toHaveCSS("white-space", "nowrap");
  });

  test("office cards give directions to the address in site.json", async ({ page }) => {
    await page.goto("/contact");
    const karachi = page.locator(".office-card", { hasText: "Karachi office" });
    const link = karachi.getByRole("link", { name: /Get directions/ });
    const href = new URL((await link.getAttribute("href")) ?? "");
    expect(href.hostname).toBe("www.google.com");
    expect(href.searchParams.get("destination")).toContain("Plot 45, Shahrah-e-Faisal, PECHS Block 6, Karachi");
  });

  test("scroll-to-top is not shown at the top of the page", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByTestId("scroll-to-top")).not.toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(page.getByTestId("scroll-to-top")).toBeVisible();
  });

  test("a menu opened before the page's scripts have run stays open when they do", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript nothing runs later");
    await page.setViewportSize({ width: 1280, height: 800 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const services = page.locator(".desktop-nav details").first();
    await services.locator("summary").click();
    await expect(services).toHaveAttribute("open", "");
    release();
    await expect(page.locator("html.js-animate")).toHaveCount(1);
    await expect(services).toHaveAttribute("open", "");
  });

  test("the phone menu's button shows a close icon while the menu is open", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/about");
    const button = page.locator(".mobile-menu > summary");
    await expect(button.locator(".menu-icon-open")).toBeVisible();
    await expect(button.locator(".menu-icon-close")).toBeHidden();
    await button.click();
    await expect(page.locator(".mobile-menu")).toHaveAttribute("open", "");
    await expect(button.locator(".menu-icon-close")).toBeVisible();
    await expect(button.locator(".menu-icon-open")).toBeHidden();
  });

  test("the Services menu closes on a click elsewhere and the phone menu on Escape", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "closing menus on outside clicks and Escape needs JavaScript");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    // /about sends no JavaScript: its inline script closes the menu and marks <html>.
    await expect(page.locator("html.js-animate")).toHaveCount(1);
    const services = page.locator(".desktop-nav details").first();
    await services.locator("summary").click();
    await expect(services).toHaveAttribute("open", "");
    await page.locator("main").click({ position: { x: 5, y: 300 } });
    await expect(services).not.toHaveAttribute("open", "");

    await page.setViewportSize({ width: 360, height: 740 });
    const menu = page.locator("details.mobile-menu");
    await menu.locator(":scope > summary").click();
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(menu.locator(":scope > summary")).toBeFocused();
  });
});
