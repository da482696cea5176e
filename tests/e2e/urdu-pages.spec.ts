import { expect, test, type Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import { expectNoViolations } from "../support/e2e/axe";
import { hydrates } from "../support/e2e/public-pages";

/** ADR 026. A /ur address of a page that is not translated is a 404, never an English copy. */
const contentPages = readdirSync(new URL("../../content/pages/ur", import.meta.url))
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => `/ur/${file.replace(/\.mdx$/, "")}`)
  .sort();

/** Each Urdu page and its English twin. */
const PAIRS: [urdu: string, english: string][] = [
  ["/ur", "/"],
  ["/ur/book", "/book"],
  ["/ur/contact", "/contact"],
  ["/ur/blogs", "/blogs"],
  ["/ur/search", "/search"],
  ...contentPages.map((path): [string, string] => [path, path.slice(3)]),
];

/**
 * Pages whose own copy (heading, canonical) is translated with the Urdu forms and
 * blog, which land separately: here only their shell, language and pairing are
 * checked until then. Empty this set when those pages are in Urdu.
 */
const PAGE_COPY_PENDING = new Set(["/ur/book", "/ur/contact", "/ur/blogs"]);

const URDU_LETTERS = /[\u0600-\u06FF]{3,}/;
const ORIGIN_PATTERN = /^https?:\/\/[^/]+/;

async function hreflangs(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute("hreflang") ?? "", node.getAttribute("href") ?? ""]),
  );
  return Object.fromEntries(links);
}

// With JavaScript on, only the pages that hydrate (hydrates()): the others' markup is the no-JS run's.
test.describe("Urdu pages on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  for (const [urdu, english] of PAIRS) {
    test(`${urdu} is Urdu, right to left, and paired with ${english}`, async ({ page, javaScriptEnabled }) => {
      test.skip(javaScriptEnabled && !hydrates(urdu), "a page without scripts: the no-JS run covers it");
      await expectUrduPair(page, urdu, english);
    });
  }
});

test("on a 1280 px screen too, the Urdu home and a service page show the language switch and pair with their twins", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [urdu, english] of PAIRS.filter(([path]) => path === "/ur" || path === "/ur/house-moving-company")) {
    await expectUrduPair(page, urdu, english);
  }
});

async function expectUrduPair(page: Page, urdu: string, english: string) {
  const response = await page.goto(urdu);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("header.site-header")).toContainText("قیمت معلوم کریں");
  await expect(page.locator("footer.site-footer")).toContainText("جملہ حقوق محفوظ ہیں");
  if (!PAGE_COPY_PENDING.has(urdu)) await expect(page.locator("h1")).toHaveText(URDU_LETTERS);

  const toEnglish = page.getByTestId("language-switch");
  await expect(toEnglish).toBeVisible();
  await expect(toEnglish).toHaveText("English");
  await expect(toEnglish).toHaveAttribute("href", english);

  const urduLinks = await hreflangs(page);
  expect(Object.keys(urduLinks).sort()).toEqual(["en", "ur", "x-default"]);
  const origin = urduLinks.ur!.match(ORIGIN_PATTERN)![0];
  expect(urduLinks).toEqual({ en: `${origin}${english}`, ur: `${origin}${urdu}`, "x-default": `${origin}${english}` });
  if (urdu !== "/ur/search" && !PAGE_COPY_PENDING.has(urdu)) {
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${urdu}`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ur_PK");
  }

  // The English twin names the same three addresses, and switches back.
  await page.goto(english);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-PK");
  await expect(page.locator("html")).not.toHaveAttribute("dir", "rtl");
  expect(await hreflangs(page)).toEqual(urduLinks);
  const toUrdu = page.getByTestId("language-switch");
  await expect(toUrdu).toHaveText("اردو");
  await expect(toUrdu).toHaveAttribute("href", urdu);
}

test("the language switch moves between the two versions of a page", async ({ page }) => {
  await page.goto("/about");
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/ur\/about$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("navigation", { name: "مین مینو" }).first()).toBeAttached();
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-PK");
  await expect(page.locator("header.site-header").getByRole("link", { name: "Get a quote" })).toHaveAttribute("href", "/book");
});

for (const [urdu, english] of [["/ur/book", "/book"], ["/ur/contact", "/contact"]]) {
  test(`the contact details on ${urdu} are in Urdu, on ${english} in English`, async ({ page }) => {
    await page.goto(urdu);
    const details = page.locator(".contact-details");
    for (const words of ["ہمیں کال کریں", "واٹس ایپ", "ای میل", "ہمارے دفاتر", "لاہور دفتر", "کراچی دفتر", "اسلام آباد دفتر", "لاہور اور پنجاب", "پیر سے ہفتہ", "راستہ دیکھیں"]) {
      await expect(details, words).toContainText(words);
    }
    for (const words of ["Call us", "Our offices", "E-mail", "WhatsApp", "Lahore office", "Karachi & Sindh", "Mon–Sat", "Get directions"]) {
      await expect(details, words).not.toContainText(words);
    }
    // The e-mail address and the numbers stay Latin, left to right.
    await expect(details.getByText("info@manzilmovers.example")).toHaveAttribute("dir", "ltr");
    await expect(details.locator("span.phone-number").first()).toHaveText(/^0\d{3}-\d{7}$/);

    await page.goto(english);
    const englishDetails = page.locator(".contact-details");
    for (const words of ["Call us", "WhatsApp", "E-mail", "Our offices", "Lahore office", "Karachi office", "Islamabad office", "(Lahore & Punjab)", "Mon–Sat 9:00–20:00", "Get directions"]) {
      await expect(englishDetails, words).toContainText(words);
    }
    await expect(englishDetails).not.toContainText(/[\u0600-\u06FF]/);
  });
}

test("the Urdu home page and blog list show no English interface words or catalogue keys", async ({ page }) => {
  await page.goto("/ur");
  await expect(page.locator(".facts")).toContainText("لاہور، کراچی، اسلام آباد");
  const main = page.locator("main");
  await expect(main.locator(".blog-card").first()).toBeVisible();
  await expect(main).not.toContainText(/\b(post\.by|blog\.commentCount|blog\.readMore)\b/);
  await expect(main.locator(".tag-list").first()).not.toHaveAttribute("aria-label", "blog.keywords");
  // Each tag once, in Urdu: the Latin twins Urdu posts carry for Roman-Urdu search stay unseen.
  const latin = (tags: string[]) => tags.filter((tag) => /[a-z]/i.test(tag));
  expect(latin(await main.locator(".blog-card .tag").allTextContents())).toEqual([]);
  await page.goto("/ur/blogs");
  await expect(page.locator(".popular-tags .tag").first()).toBeVisible();
  expect(latin(await page.locator(".popular-tags .tag").allTextContents())).toEqual([]);
  const search = page.getByRole("search").first();
  await expect(search.locator("label")).not.toHaveText("Search posts by title");
  await expect(search.getByRole("button")).not.toHaveText("Search");
  await page.goto("/ur/moving-company-lahore");
  await expect(page.locator(".content-aside")).toContainText("لاہور میں ہمارا دفتر");
  await expect(page.locator(".content-aside")).not.toContainText("Mon–Sat");
});

test("no Urdu page scrolls sideways on a 320 or a 360 px phone", async ({ page }) => {
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 700 });
    for (const [urdu] of PAIRS) {
      await page.goto(urdu);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${urdu} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

// What the page draws with, not what it asks for: CSS.getPlatformFontsForNode names the font file's family.
// The machine needs an Urdu font as a phone has one (.ci/run installs fonts-noto-core); without one every
// Urdu test above measures boxes.
test("Urdu headings and text are drawn in Nastaliq, phone numbers in a Latin font", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/ur/contact");
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  await cdp.send("CSS.enable");
  const drawnWith = async (selector: string) => {
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  };
  for (const selector of ["h1", "main p"]) {
    const fonts = await drawnWith(selector);
    expect(fonts, `${selector} on /ur/contact is drawn with ${fonts.join(", ") || "nothing"}, not Nastaliq: see --font-urdu, and whether the machine has an Urdu font (apt-get install fonts-noto-core)`).toEqual([
      expect.stringMatching(/Nastaliq|Nastaleeq/),
    ]);
  }
  expect(await drawnWith("[data-contact-phone] .phone-number")).not.toContainEqual(expect.stringMatching(/Nastaliq|Nastaleeq|Naskh/));
});

test("a phone number inside Urdu text reads left to right", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/ur/contact");
  // PhoneNumber's own span (a link around it may share the class).
  const numbers = page.locator("span.phone-number");
  expect(await numbers.count()).toBeGreaterThan(1);
  for (const number of await numbers.all()) {
    // x of the first and the last digit as drawn: left to right, the first is further left.
    const [first, last, text] = await number.evaluate((element) => {
      const node = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()!;
      const value = node.textContent ?? "";
      const digitBox = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().x;
      };
      const firstDigit = value.search(/\d/);
      let lastDigit = value.length - 1;
      while (lastDigit > 0 && !/\d/.test(value[lastDigit]!)) lastDigit -= 1;
      return [digitBox(firstDigit), digitBox(lastDigit), value];
    });
    expect(text).toMatch(/^0\d{3}-\d{7}$/);
    expect(first, text).toBeLessThan(last);
  }
});

test("a /ur address of a page with no Urdu version is a 404 in Urdu, not an English copy", async ({ page, request }) => {
  for (const path of ["/ur/no-such-page", "/ur/login", "/ur/blog-list", "/ur/leads"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  const response = await page.goto("/ur/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("h1")).toHaveText("صفحہ نہیں ملا");
  await expect(page.getByTestId("language-switch")).toHaveCount(0);
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
});

test("the sitemap lists both languages with their alternates, and each language has its feed", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const origin = xml.match(/<loc>(https?:\/\/[^/<]+)/)![1];
  for (const [urdu, english] of PAIRS.filter(([path]) => path !== "/ur/search" && path !== "/ur/book")) {
    expect(xml, urdu).toContain(`<loc>${origin}${urdu}</loc>`);
    expect(xml, english).toContain(`<loc>${origin}${english}</loc>`);
  }
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ur" href="${origin}/ur/about"/>`);
  const feed = await request.get("/ur/rss.xml");
  expect(feed.status()).toBe(200);
  const body = await feed.text();
  expect(body).toContain("<language>ur-pk</language>");
  expect(body).toContain(`<link>${origin}/ur/blogs</link>`);
});

test.describe("axe", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript to run in the page");
  for (const [urdu] of PAIRS) {
    test(`no axe violations on ${urdu}`, async ({ page }) => {
      await page.goto(urdu);
      await expectNoViolations(page);
    });
  }
});

test("a blog page past the last one says so, not 'no posts match your search', in English and Urdu", async ({ page }) => {
  await page.goto("/ur/blogs?page=99");
  await expect(page.locator(".empty-state")).toContainText("اس صفحے پر کوئی مضمون نہیں۔");
  await expect(page.locator(".empty-state")).not.toContainText("تلاش");
  await page.goto("/blogs?page=99");
  await expect(page.locator(".empty-state")).toHaveText("There are no posts on this page. Go to the first page");
});

test("the quote page's search entry counts the form's three steps, in English and Urdu", async ({ page }) => {
  await page.goto("/search?q=quote");
  await expect(page.locator("main")).toContainText("in three simple steps");
  await expect(page.locator("main")).not.toContainText("four simple steps");
  await page.goto(`/ur/search?q=${encodeURIComponent("سروے")}`);
  await expect(page.locator("main")).toContainText("تین آسان مرحلوں");
});
