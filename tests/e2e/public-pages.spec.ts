import { expect, test, type Page } from "@playwright/test";
import { hydrates } from "../support/e2e/public-pages";

/**
 * Every public route (docs/requirements.md, Routes): banner title, breadcrumb with
 * HOME, canonical link, and JSON-LD that parses with the expected @types.
 * Runs with JavaScript off, and on for the pages that hydrate.
 */
type PageCase = { path: string; banner: string | RegExp; types: string[] };

const ORG = "Organization";
const pages: PageCase[] = [
  { path: "/about", banner: "ABOUT US", types: [ORG, "MovingCompany", "BreadcrumbList"] },
  { path: "/service", banner: "SERVICES", types: [ORG, "MovingCompany", "BreadcrumbList"] },
  { path: "/contact", banner: "CONTACT US", types: [ORG, "ContactPage", "MovingCompany", "BreadcrumbList"] },
  { path: "/book", banner: /book/i, types: [ORG, "BreadcrumbList"] },
  { path: "/house-moving-company", banner: "the best house moving company in Pakistan", types: [ORG, "Service", "BreadcrumbList", "FAQPage"] },
  { path: "/apartment-relocations", banner: "the best apartment moving company in Pakistan", types: [ORG, "Service", "FAQPage"] },
  { path: "/office-relocations", banner: "the best office moving company in Pakistan", types: [ORG, "Service", "FAQPage"] },
  { path: "/international-moves", banner: "the best international moving company in Pakistan", types: [ORG, "Service", "FAQPage"] },
  { path: "/moving-company-lahore", banner: /lahore/i, types: [ORG, "MovingCompany", "FAQPage", "BreadcrumbList"] },
  { path: "/moving-company-karachi", banner: /karachi/i, types: [ORG, "MovingCompany", "FAQPage"] },
  { path: "/moving-company-islamabad", banner: /islamabad/i, types: [ORG, "MovingCompany", "FAQPage"] },
  { path: "/store-deliveries", banner: /store deliveries/i, types: [ORG, "Service"] },
  { path: "/storage-boxes-moves", banner: /storage/i, types: [ORG, "Service"] },
  { path: "/pets-and-animals-moves", banner: /pets/i, types: [ORG, "Service"] },
  { path: "/furniture-move", banner: /furniture/i, types: [ORG, "Service"] },
  { path: "/electronic-moves", banner: /electronic/i, types: [ORG, "Service"] },
  { path: "/shehzore-mazda-for-rent", banner: "Mazda Shehzore for rent", types: [ORG, "Service", "FAQPage"] },
];

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  const types: string[] = [];
  for (const block of blocks) {
    const parsed = JSON.parse(block) as Record<string, unknown>;
    const nodes = (parsed["@graph"] as Record<string, unknown>[] | undefined) ?? [parsed];
    for (const node of nodes) types.push(String(node["@type"]));
  }
  return types;
}

for (const { path, banner, types } of pages) {
  test(`${path}: banner, breadcrumb, canonical and structured data`, async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled && !hydrates(path), "the server's markup, the same without JavaScript: the no-JS run covers it");
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole("heading", { level: 1 });
    if (typeof banner === "string") await expect(h1).toHaveText(banner);
    else await expect(h1).toHaveText(banner);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "HOME" })).toHaveAttribute("href", "/");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path.replace(/[/-]/g, "\\$&")}$`));
    const found = await jsonLdTypes(page);
    for (const type of types) expect(found, `JSON-LD @types on ${path}`).toContain(type);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /\/social\/.+\.png$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  });
}

test("home: services section, call-to-contact band, FAQ and structured data with the 5/5 review", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /moving services for homes and businesses/i })).toBeVisible();
  const services = page.locator(".service-grid .service-card");
  expect(await services.count()).toBeGreaterThanOrEqual(10);
  const band = page.locator(".cta-band");
  await expect(band).toBeVisible();
  // The call-to-contact band sits on a light grey background.
  const background = await band.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe("rgb(243, 244, 246)");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  const title = await page.title();
  expect(title).toContain("0300-0000001");
  const raw = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
  expect(raw).toContain('"ratingValue":5');
  expect(raw).toContain('"bestRating":5');
  const types = await jsonLdTypes(page);
  expect(types).toEqual(expect.arrayContaining(["Organization", "MovingCompany", "FAQPage"]));
  // The FAQ is a native disclosure list: it opens without JavaScript.
  const first = page.locator(".faq-item").first();
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
});

test("service titles carry the company phone, city titles their own office's", async ({ page }) => {
  await page.goto("/house-moving-company");
  expect(await page.title()).toContain("0300-0000001");
  await page.goto("/moving-company-karachi");
  expect(await page.title()).toContain("0300-0000002");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /0300-0000002/);
});

test("sitemap lists every public page and published posts; robots keeps staff paths out", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const { path } of pages) expect(xml).toContain(`${path}</loc>`);
  expect(xml).toMatch(/\/blog\/[\w-]+\/[\w-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/login", "/blog-list", "/blog-create", "/blog-edit/", "/blog-comments", "/leads"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/);
});

test("web app manifest and icons are served", async ({ request }) => {
  const manifest = await request.get("/site.webmanifest");
  expect(manifest.status()).toBe(200);
  const json = (await manifest.json()) as { name: string; icons: { src: string }[] };
  expect(json.name).toBe("Manzil Packers & Movers");
  for (const icon of json.icons) expect((await request.get(icon.src)).status()).toBe(200);
  expect((await request.get("/social/house-moving-company.png")).headers()["content-type"]).toBe("image/png");
});
