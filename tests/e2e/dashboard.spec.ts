import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { API_URL, freshIp, logIn } from "../support/e2e/admin";
import { expectNoViolations } from "../support/e2e/axe";
import { E2E_DATA_DIR } from "../support/e2e/env";

// It writes a lead; JavaScript on and off, 360 and 1280 px.
test.describe.configure({ timeout: 90_000 });

async function oldUnansweredLead(page: Page, source: string): Promise<string> {
  const phone = `0302${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  const response = await page.request.post(`${API_URL}/api/sendQuote`, {
    data: {
      name: "Waiting Customer",
      phone,
      service: "house",
      fromCity: "lahore",
      toCity: "karachi",
      propertySize: "2-bed",
      source: { page: "/house-moving-company", referrer: "", utm: { source, medium: "cpc" } },
    },
    headers: { "X-Forwarded-For": freshIp() },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  // It came in three days ago: office hours have passed since, unanswered.
  const db = new Database(path.join(process.cwd(), E2E_DATA_DIR, "manzil.db"));
  try {
    db.prepare("update leads set created_at = ? where reference = ?").run(new Date(Date.now() - 3 * 86_400_000).toISOString(), reference);
  } finally {
    db.close();
  }
  return reference;
}

/** A table's cells as the page shows them, header row first. */
async function tableCells(page: Page, id: string): Promise<string[][]> {
  return page
    .getByTestId(`table-${id}`)
    .locator("tr")
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll("th, td")).map((cell) => (cell.textContent ?? "").trim())));
}

function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text
    .slice(1)
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
}

test("an old unanswered lead waits in the inbox, and the dashboard shows it with its numbers as CSV", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  const source = `e2e${Date.now().toString(36)}`;
  const reference = await oldUnansweredLead(page, source);
  await logIn(page);

  await page.goto("/leads");
  const waiting = page.getByTestId("leads-waiting");
  await expect(waiting.getByRole("heading", { name: "Waiting for a first reply" })).toBeVisible();
  await expect(waiting.locator("li", { hasText: reference })).toContainText(/waiting \d+ h/);
  await expect(page.getByTestId("waiting-leads-count")).toContainText(/\d+\+? waiting/);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Sales dashboard" })).toBeVisible();
    // Filter by the lead's own source through the plain GET form.
    await page.getByLabel("Source (UTM)").selectOption(source);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`source=${source}`));
    await expect(page.getByRole("img", { name: /Funnel from new to moved/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /Leads per week/ })).toBeVisible();
    const funnel = await tableCells(page, "funnel");
    expect(funnel[1]).toEqual(["New", "1", "–"]);
    expect(funnel[2]).toEqual(["Contacted", "0", "0.0%"]);
    const utm = await tableCells(page, "utm");
    expect(utm[1]).toEqual([source, "cpc", "1", "0", "0.0%"]);
    const response = await tableCells(page, "response");
    expect(response[1]).toEqual(["Everyone", "0", "–", "–"]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/dashboard-${width}-${test.info().project.name}.png`, fullPage: true });

    // The CSV of a table holds the numbers on the page.
    for (const id of ["funnel", "utm", "weeks"]) {
      const href = await page.getByTestId(`csv-${id}`).getAttribute("href");
      const csv = await page.request.get(href!);
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toContain("text/csv");
      expect(csv.headers()["cache-control"]).toBe("private, no-store");
      expect(parseCsv(await csv.text())).toEqual(await tableCells(page, id));
    }
  }
  if (test.info().project.name.startsWith("js")) await expectNoViolations(page, ".dashboard");
});

test("the dashboard says what it cannot use and shows the rest, and stays staff only", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  const anonymous = await page.request.get("/dashboard/csv/funnel", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  await logIn(page);
  await page.goto("/dashboard?from=2026-02-30&city=paris");
  await expect(page.getByRole("alert")).toContainText("Enter a real date");
  await expect(page.getByRole("img", { name: /Funnel from new to moved/ })).toBeVisible();
  expect((await page.request.get("/dashboard/csv/nothing")).status()).toBe(404);
});
