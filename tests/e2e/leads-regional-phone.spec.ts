import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { API_URL } from "../support/e2e/admin";
import { layoutShifts } from "../support/e2e/layout-shifts";
import { startStubStack, type StubStack } from "../support/e2e/stub-stack";

/** Tests have no internet: the reverse-geocoding service is a stand-in on loopback (REVERSE_GEOCODE_URL of a second web server). */
let geocoder: Server;
let geocoded: URLSearchParams[] = [];
let stack: StubStack;

const PLACES: Record<string, { principalSubdivision: string; city: string; locality: string }> = {
  "24.86": { principalSubdivision: "Sindh", city: "Karachi", locality: "Saddar" },
  "33.60": { principalSubdivision: "Punjab", city: "Rawalpindi", locality: "Saddar" },
  "31.52": { principalSubdivision: "Punjab", city: "Lahore", locality: "Gulberg" },
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  geocoder = createServer((req, res) => {
    const query = new URL(req.url ?? "/", "http://localhost").searchParams;
    geocoded.push(query);
    const place = PLACES[query.get("latitude") ?? ""];
    res.writeHead(place ? 200 : 500, { "Content-Type": "application/json" });
    res.end(JSON.stringify(place ?? { message: "no such place" }));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/data/reverse-geocode-client`;
  stack = await startStubStack(API_URL, { REVERSE_GEOCODE_URL: url });
});

test.afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => geocoder?.close(resolve));
});

test.beforeEach(() => {
  geocoded = [];
});

const topbarPhone = (page: Page) => page.locator(".topbar-phone");
const locateButton = (page: Page) => page.getByRole("button", { name: "Use my location to show the nearest office" });

test("every page starts with the first number, and nothing is looked up on load", async ({ page, javaScriptEnabled }) => {
  const lookups: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/resources/region")) lookups.push(request.url());
  });
  await page.goto(`${stack.webUrl}/contact`);
  await expect(topbarPhone(page)).toHaveText("0300-0000001");
  await expect(page.getByTestId("floating-call")).toHaveAttribute("href", "tel:+923000000001");
  if (javaScriptEnabled) await expect(locateButton(page)).toBeVisible();
  else await expect(locateButton(page)).toHaveCount(0);
  expect(lookups).toEqual([]);
  expect(geocoded).toEqual([]);
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "geolocation needs JavaScript");

  async function locateAt(page: Page, latitude: number, longitude: number) {
    await page.context().grantPermissions(["geolocation"], { origin: stack.webUrl });
    await page.context().setGeolocation({ latitude, longitude });
    await page.goto(`${stack.webUrl}/contact`);
    await locateButton(page).click();
  }

  test("on a phone the contact cards stay where they were painted when the locate button comes alive", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${stack.webUrl}/contact`);
    await expect(locateButton(page)).toBeEnabled();
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("a visitor in Sindh gets the second number, in the header, call button and contact section, on later pages too", async ({ page }) => {
    await locateAt(page, 24.8607, 67.0011);
    await expect(topbarPhone(page)).toHaveText("0300-0000002");
    await expect(page.getByTestId("floating-call")).toHaveAttribute("href", "tel:+923000000002");
    await expect(page.locator(".contact-details .contact-card").first()).toContainText("0300-0000002");
    await expect(page.getByRole("status").filter({ hasText: "Showing the number for Karachi & Sindh" })).toBeVisible();
    // The service got rounded coordinates and English names.
    expect(geocoded[0]?.get("latitude")).toBe("24.86");
    expect(geocoded[0]?.get("longitude")).toBe("67.00");
    expect(geocoded[0]?.get("localityLanguage")).toBe("en");

    await page.getByRole("link", { name: "About" }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(topbarPhone(page)).toHaveText("0300-0000002");
    await page.goto(`${stack.webUrl}/house-moving-company`);
    await expect(topbarPhone(page)).toHaveText("0300-0000002");
  });

  test("a visitor who came to /contact from the blog by a link (a client-side navigation) finds their location too", async ({ page }) => {
    await page.context().grantPermissions(["geolocation"], { origin: stack.webUrl });
    await page.context().setGeolocation({ latitude: 24.8607, longitude: 67.0011 });
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    // The blog hydrates (home sends no JavaScript): Remix's router exists, so the link navigates on the client and the blog's document stays.
    await page.goto(`${stack.webUrl}/blogs`);
    await page.waitForFunction(() => "__remixRouter" in window);
    await page.getByRole("navigation").getByRole("link", { name: "Contact", exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await locateButton(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Showing the number for Karachi & Sindh" })).toBeVisible();
    await expect(topbarPhone(page)).toHaveText("0300-0000002");
    expect(documents).toEqual(["/blogs"]);
  });

  test("Rawalpindi lies in Punjab but gets the Islamabad/Rawalpindi number", async ({ page }) => {
    await locateAt(page, 33.6007, 73.0679);
    await expect(topbarPhone(page)).toHaveText("0300-0000003");
    await expect(page.getByTestId("floating-call")).toHaveAttribute("href", "tel:+923000000003");
  });

  test("when the lookup fails, the office nearest the position is chosen from site.json, and the visitor is told", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    // Hyderabad, Sindh: the stand-in service answers 500 for it (the real one answered 502 here).
    await locateAt(page, 25.396, 68.3578);
    await expect(page.getByTestId("nearest-office-status")).toContainText("Nearest office: Karachi");
    await expect(topbarPhone(page)).toHaveText("0300-0000002");
    await expect(page.getByTestId("floating-call")).toHaveAttribute("href", "tel:+923000000002");
    expect(geocoded).toHaveLength(1);
    await expect.poll(() => warnings.join("\n")).toContain("Could not look up your region");
  });

  test("when the region lookup works, the visitor is told which number they now see", async ({ page }) => {
    await locateAt(page, 31.5204, 74.3587);
    await expect(page.getByTestId("nearest-office-status")).toHaveText("Showing the number for Lahore & Punjab: 0300-0000001");
  });

  test("without geolocation in the browser: 'Geolocation is not supported by your browser.' is logged", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "geolocation", { get: () => undefined, configurable: true });
    });
    await page.goto(`${stack.webUrl}/contact`);
    await locateButton(page).click();
    await expect.poll(() => warnings).toContain("Geolocation is not supported by your browser.");
    await expect(page.getByTestId("nearest-office-status")).toContainText("Couldn't find your location — here are all three numbers.");
    await expect(topbarPhone(page)).toHaveText("0300-0000001");
    expect(geocoded).toEqual([]);
  });
});
