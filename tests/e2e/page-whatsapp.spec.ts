import { expect, test } from "@playwright/test";

/**
 * WhatsApp from a city page goes to that city's office and says which page
 * the visitor was reading; elsewhere it keeps the company's number.
 */
const chat = (href: string | null) => {
  const url = new URL(href ?? "");
  return { number: url.pathname.slice(1), text: url.searchParams.get("text") ?? "" };
};

test("the Karachi page's WhatsApp buttons open the Karachi number and name the page", async ({ page }) => {
  await page.goto("/moving-company-karachi");
  const floating = chat(await page.getByTestId("floating-whatsapp").getAttribute("href"));
  expect(floating.number).toBe("923000000002");
  expect(floating.text).toContain("Assalam-o-Alaikum!");
  expect(floating.text).toContain("Packers and movers in Karachi");
  for (const href of await page.locator('main a[href^="https://wa.me/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(chat(href).number).toBe("923000000002");
  }
});

test("a page about no one office keeps the company's WhatsApp number", async ({ page }) => {
  await page.goto("/about");
  expect(chat(await page.getByTestId("floating-whatsapp").getAttribute("href")).number).toBe("923000000001");
});

test("one office for every WhatsApp link of a page: the Karachi page's footer and contact band too", async ({ page }) => {
  await page.goto("/moving-company-karachi");
  const numbers = await page.locator('a[href^="https://wa.me/"]').evaluateAll((links) => links.map((link) => new URL(link.getAttribute("href")!).pathname.slice(1)));
  expect(numbers.length).toBeGreaterThanOrEqual(3);
  expect(new Set(numbers)).toEqual(new Set(["923000000002"]));
  await expect(page.getByTestId("footer-whatsapp")).toContainText("0300-0000002");
});

test("an Urdu page greets on WhatsApp in Urdu, with its office's number", async ({ page }) => {
  await page.goto("/ur/moving-company-karachi");
  const links = await page.locator('a[href^="https://wa.me/"]').evaluateAll((all) => all.map((link) => link.getAttribute("href")));
  expect(links.length).toBeGreaterThanOrEqual(3);
  for (const href of links) {
    const { number, text } = chat(href);
    expect(number).toBe("923000000002");
    expect(text).toMatch(/^السلام علیکم!/);
    expect(text).not.toContain("Assalam-o-Alaikum");
  }
  await page.goto("/ur");
  const home = chat(await page.getByTestId("floating-whatsapp").getAttribute("href"));
  expect(home.text).toMatch(/^السلام علیکم!/);
});
