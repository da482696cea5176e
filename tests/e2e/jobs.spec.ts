import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { API_URL, apiLogin, expectFlash, freshIp, logIn } from "../support/e2e/admin";
import { expectNoViolations } from "../support/e2e/axe";
import { overflowProblems } from "../support/e2e/overflow";
import { futureDate } from "../support/e2e/leads";

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

const digits = (n: number) => String(Math.floor(Math.random() * 9 * 10 ** (n - 1)) + 10 ** (n - 1));
const tomorrow = futureDate(1);

/** A Lahore quote for tomorrow with an estimate written; the customer's estimate link and move page. */
async function quoteWithEstimate(request: APIRequestContext, name: string) {
  const token = await apiLogin(request);
  const auth = { Authorization: `Bearer ${token}` };
  const sent = await request.post(`${API_URL}/api/sendQuote`, {
    headers: { "X-Forwarded-For": freshIp() },
    data: { name, phone: `0302-${digits(7)}`, email: "", service: "house", fromCity: "lahore", fromArea: "Johar Town", toCity: "lahore", toArea: "DHA Phase 6", moveDate: tomorrow, flexibleDate: false, propertySize: "2-bed", floor: 1, lift: false, extras: [], notes: "" },
  });
  expect(sent.status()).toBe(201);
  const { reference, moveToken } = (await sent.json()) as { reference: string; moveToken: string };
  const list = (await (await request.get(`${API_URL}/api/leads?q=${reference}`, { headers: auth })).json()) as { leads: { _id: string }[] };
  const id = list.leads[0]!._id;
  const estimate = await request.post(`${API_URL}/api/leads/${id}/estimates`, { headers: auth, data: { lines: [{ description: "Shehzore and crew of four", amount: 60_000 }], advance: 15_000, validUntil: futureDate(7) } });
  const { path } = (await estimate.json()) as { path: string };
  return { id, reference, moveToken, estimatePath: path, auth };
}

async function fleetFor(request: APIRequestContext, auth: Record<string, string>) {
  const registration = `LEJ-${digits(4)}`;
  const vehicle = await request.post(`${API_URL}/api/fleet/vehicles`, { headers: auth, data: { registration, vehicleClass: "shehzore", capacityCft: 450, city: "lahore" } });
  expect(vehicle.status()).toBe(201);
  const lead = `Imran ${digits(3)}`;
  const crew = await request.post(`${API_URL}/api/fleet/crew`, { headers: auth, data: { name: lead, phone: `0301-${digits(7)}`, role: "crew_lead", city: "lahore" } });
  expect(crew.status()).toBe(201);
  return { registration, lead };
}

async function jobIdOf(request: APIRequestContext, leadId: string, auth: Record<string, string>): Promise<string> {
  const answer = (await (await request.get(`${API_URL}/api/leads/${leadId}/jobs`, { headers: auth })).json()) as { jobs: { _id: string }[] };
  return answer.jobs[0]!._id;
}

async function assign(page: Page, registration: string, lead: string) {
  const form = page.locator("#assign-form");
  await form.getByLabel(registration, { exact: false }).check();
  await form.getByLabel(new RegExp(`^${lead} ·`)).check();
  await form.getByLabel("Crew lead", { exact: true }).selectOption({ label: lead });
  await form.getByRole("button", { name: "Save vehicles and crew" }).click();
}

test("an accepted estimate becomes a job that is planned, printed, shown to the customer and completed", async ({ page, browser, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const first = await quoteWithEstimate(page.request, "Sana Tariq");
  const { registration, lead } = await fleetFor(page.request, first.auth);

  // The customer accepts with their name: the move is booked and its job made.
  const customer = await (await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 800 } })).newPage();
  await customer.goto(first.estimatePath);
  await customer.getByLabel("Type your full name to confirm").fill("Sana Tariq");
  await customer.getByRole("button", { name: "Accept" }).click();
  await expect(customer.getByTestId("estimate-accepted")).toContainText("Thank you, your move is booked");

  await logIn(page);
  await page.goto(`/jobs?date=${tomorrow}&city=lahore`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jobs");
  const card = page.getByTestId("job-summary").filter({ hasText: first.reference });
  await expect(card).toContainText("09:00–13:00");
  await expect(card).toContainText("Johar Town, Lahore");
  await expect(card).toContainText("Unassigned: no vehicle");
  await expect(card.getByRole("button", { name: "Remind on WhatsApp" })).toBeVisible();
  expect(await overflowProblems(page)).toEqual([]);
  if (javaScriptEnabled) await expectNoViolations(page, "main");

  await card.getByRole("link", { name: /Sana Tariq/ }).click();
  await assign(page, registration, lead);
  await expectFlash(page, "Vehicles and crew saved.");
  await page.goto(`/jobs?date=${tomorrow}&city=lahore`);
  await expect(card).not.toContainText("Unassigned");
  await expect(card).toContainText(registration);
  await expect(card).toContainText(`${lead} (crew lead)`);

  // The calendar and the job's page at 1280 px as well: the card keeps its window, area and truck, nothing cut or spilling.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(card).toContainText("09:00–13:00");
  await expect(card).toContainText("Johar Town, Lahore");
  expect(await overflowProblems(page)).toEqual([]);
  await card.getByRole("link", { name: /Sana Tariq/ }).click();
  await expect(page).toHaveURL(/\/jobs\/[^/?#]+$/);
  // The address can change before the job's page replaces the calendar's cards: wait for its one card.
  const jobCard = page.getByTestId("job-summary");
  await expect(jobCard).toHaveCount(1);
  await expect(jobCard).toContainText("09:00–13:00");
  await expect(jobCard).toContainText("Johar Town, Lahore");
  await expect(jobCard).toContainText(registration);
  expect(await overflowProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });

  // A second booked job at the same time: the same truck is refused, naming the first job.
  const second = await quoteWithEstimate(page.request, "Bilal Ahmed");
  await page.request.post(`${API_URL}${second.estimatePath.replace("/estimate/", "/api/leads/estimates/")}/accept`, { data: {} });
  await page.goto(`/jobs/${await jobIdOf(page.request, second.id, first.auth)}`);
  await page.locator("#assign-form").getByLabel(registration, { exact: false }).check();
  await page.locator("#assign-form").getByRole("button", { name: "Save vehicles and crew" }).click();
  await expect(page.getByTestId("assign-error")).toHaveText(`${registration} is already on ${first.reference} (Sana Tariq), day 1, ${tomorrow} 09:00–13:00`);
  if (javaScriptEnabled) await expectNoViolations(page, "main");

  // The job sheet: everything the crew lead needs, on one A4 page.
  const jobId = await jobIdOf(page.request, first.id, first.auth);
  await page.goto(`/jobs/${jobId}/sheet`);
  const sheet = page.getByTestId("job-sheet");
  await expect(sheet).toContainText("Sana Tariq");
  await expect(sheet).toContainText(registration);
  await expect(page.getByTestId("sheet-balance")).toHaveText("Rs. 60,000");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".admin-bar")).toBeHidden();
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await page.emulateMedia({ media: "screen" });

  // The customer's page: the day, the window and, the day before, the crew lead.
  await customer.goto(`/move/${first.moveToken}`);
  const booking = customer.getByTestId("move-booking");
  await expect(booking).toContainText("09:00–13:00");
  await expect(booking).toContainText(lead);
  await expect(booking).toContainText(registration);
  expect(await overflowProblems(customer)).toEqual([]);
  // At 1280 px, in English and then in Urdu.
  await customer.setViewportSize({ width: 1280, height: 900 });
  await expect(booking).toContainText(lead);
  expect(await overflowProblems(customer)).toEqual([]);
  await customer.goto(`/ur/move/${first.moveToken}`);
  await expect(customer.getByTestId("move-booking")).toContainText("ٹیم لیڈ");
  await expect(customer.getByTestId("move-booking")).toContainText(lead);
  expect(await overflowProblems(customer)).toEqual([]);
  await customer.context().close();

  // Done: the job is completed and the lead is Moved.
  await page.goto(`/jobs/${jobId}`);
  await page.locator("#status-form").getByRole("button", { name: "Complete" }).click();
  await expectFlash(page, "Job completed.");
  await page.goto(`/leads/${first.id}`);
  await expect(page.getByText("Status: Booked → Moved")).toBeVisible();
});

test("the customer gives both addresses on the move page, and the job sheet shows them", async ({ page, javaScriptEnabled }) => {
  const quote = await quoteWithEstimate(page.request, "Hina Malik");
  await page.request.post(`${API_URL}${quote.estimatePath.replace("/estimate/", "/api/leads/estimates/")}/accept`, { data: {} });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/ur/move/${quote.moveToken}`);
  await page.getByRole("link", { name: "اپنے پتے درج کریں" }).click();
  await page.locator("#from-house").fill("");
  await page.locator("#from-area").fill("Johar Town");
  await page.locator("#from-city").fill("Lahore");
  await page.getByRole("button", { name: "پتے محفوظ کریں" }).click();
  await expect(page.locator("#from-house-error")).toHaveText("براہ کرم یہ خانہ بھریں");
  await page.locator("#from-house").fill("House 12, Block C");
  for (const [field, value] of [["house", "Flat 3"], ["area", "DHA Phase 6"], ["city", "Lahore"], ["landmark", "near the park"]] as const) await page.locator(`#to-${field}`).fill(value);
  await page.getByRole("button", { name: "پتے محفوظ کریں" }).click();
  await expect(page.getByText("پتے محفوظ ہو گئے۔")).toBeVisible();
  await expect(page.getByTestId("move-booking")).toContainText("Flat 3, DHA Phase 6, Lahore (near the park)");
  expect(await overflowProblems(page)).toEqual([]);
  if (javaScriptEnabled) await expectNoViolations(page, "main");

  await logIn(page);
  await page.goto(`/jobs/${await jobIdOf(page.request, quote.id, quote.auth)}/sheet`);
  await expect(page.getByTestId("job-sheet")).toContainText("House 12, Block C, Johar Town, Lahore");
});
