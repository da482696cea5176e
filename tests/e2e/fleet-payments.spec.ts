import { expect, test, type Page } from "@playwright/test";
import { API_URL, apiLogin, expectFlash, freshIp, logIn } from "../support/e2e/admin";
import { expectNoViolations } from "../support/e2e/axe";
import { overflowProblems } from "../support/e2e/overflow";
import { futureDate } from "../support/e2e/leads";
import { pakistanDateIn } from "../support/pakistan-dates";

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

const suffix = () => String(Math.floor(Math.random() * 9_000) + 1_000);
const todayInPakistan = () => pakistanDateIn(0);

/** A quote whose estimate of Rs. 60,000 (advance 15,000) the customer accepted: a booked move. */
async function bookedLead(page: Page) {
  const token = await apiLogin(page.request);
  const auth = { Authorization: `Bearer ${token}` };
  const phone = `0302-${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  const sent = await page.request.post(`${API_URL}/api/sendQuote`, {
    headers: { "X-Forwarded-For": freshIp() },
    data: { name: "Sana Tariq", phone, email: "", service: "house", fromCity: "lahore", fromArea: "Johar Town", toCity: "lahore", toArea: "DHA Phase 6", moveDate: futureDate(20), flexibleDate: false, propertySize: "2-bed", floor: 1, lift: false, extras: [], notes: "" },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const list = (await (await page.request.get(`${API_URL}/api/leads?q=${reference}`, { headers: auth })).json()) as { leads: { _id: string }[] };
  const id = list.leads[0]!._id;
  const estimate = await page.request.post(`${API_URL}/api/leads/${id}/estimates`, {
    headers: auth,
    data: { lines: [{ description: "Shehzore and crew of four", amount: 60_000 }], advance: 15_000, validUntil: futureDate(7) },
  });
  const { token: estimateToken } = (await estimate.json()) as { token: string };
  expect((await page.request.post(`${API_URL}/api/leads/estimates/${estimateToken}/accept`, { data: {} })).status()).toBe(200);
  return { id, reference };
}

for (const width of [360, 1280]) {
  test(`fleet: add, edit and retire a vehicle and a crew member at ${width} px`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    await page.goto("/fleet");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fleet and crew");
    const registration = `LES-${suffix()}`;

    const vehicleForm = page.locator("#vehicle-form");
    await vehicleForm.getByLabel("Registration").fill(registration.toLowerCase());
    await vehicleForm.getByLabel("Class").selectOption({ label: "Shehzore" });
    await vehicleForm.getByLabel("Capacity (cubic feet)").fill("0");
    await vehicleForm.getByLabel("City", { exact: true }).selectOption({ label: "Lahore" });
    await vehicleForm.getByRole("button", { name: "Add vehicle" }).click();
    await expect(page.locator("#vehicle-form-capacityCft-error")).toHaveText("Capacity must be at least 1 cubic foot");
    await expect(vehicleForm.getByLabel("Registration")).toHaveValue(registration.toLowerCase());
    await vehicleForm.getByLabel("Capacity (cubic feet)").fill("450");
    await vehicleForm.getByRole("button", { name: "Add vehicle" }).click();
    await expectFlash(page, `${registration} added to the fleet.`);
    const row = page.getByTestId("vehicles").getByRole("row").filter({ hasText: registration });
    await expect(row).toContainText("450 cu ft");
    await expect(row).toContainText("Active");

    // The same plate again is refused, naming it.
    await page.locator("#vehicle-form").getByLabel("Registration").fill(registration);
    await page.locator("#vehicle-form").getByLabel("Class").selectOption({ label: "Mazda truck" });
    await page.locator("#vehicle-form").getByLabel("Capacity (cubic feet)").fill("900");
    await page.locator("#vehicle-form").getByLabel("City", { exact: true }).selectOption({ label: "Lahore" });
    await page.locator("#vehicle-form").getByRole("button", { name: "Add vehicle" }).click();
    await expect(page.locator("#vehicle-form-form-error")).toContainText(`A vehicle with registration ${registration} is already in the fleet`);

    await page.goto("/fleet");
    await row.getByRole("link", { name: `Edit ${registration}` }).click();
    await expect(page.locator("#vehicle-form-title")).toHaveText(`Edit ${registration}`);
    await page.locator("#vehicle-form").getByLabel("Capacity (cubic feet)").fill("500");
    await page.locator("#vehicle-form").getByRole("button", { name: "Save vehicle" }).click();
    await expectFlash(page, `${registration} saved.`);
    await expect(row).toContainText("500 cu ft");
    await row.getByRole("button", { name: `Retire ${registration}` }).click();
    await expectFlash(page, "Retired");
    await expect(row).toContainText("Retired");
    await expect(row.getByRole("button", { name: `Bring back ${registration}` })).toBeVisible();

    const name = `Imran Shah ${suffix()}`;
    const crewForm = page.locator("#crew-form");
    await crewForm.getByLabel("Name").fill(name);
    await crewForm.getByLabel("Phone").fill("0301 7654321");
    await crewForm.getByLabel("Role").selectOption({ label: "Crew lead" });
    await crewForm.getByLabel("City", { exact: true }).selectOption({ label: "Lahore" });
    await crewForm.getByRole("button", { name: "Add crew member" }).click();
    await expectFlash(page, `${name} added to the crew.`);
    const member = page.getByTestId("crew").getByRole("row").filter({ hasText: name });
    await expect(member).toContainText("0301-7654321");
    await expect(member).toContainText("Crew lead");
    await member.getByRole("button", { name: `Retire ${name}` }).click();
    await expect(member).toContainText("Retired");

    expect(await overflowProblems(page)).toEqual([]);
    if (javaScriptEnabled) await expectNoViolations(page);
  });

  test(`a payment recorded on a booked lead gets a receipt with the balance, and /payments shows what is due, at ${width} px`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width, height: 900 });
    const { id, reference } = await bookedLead(page);
    await logIn(page);
    await page.goto(`/leads/${id}`);
    const card = page.locator("#payments");
    await expect(card.getByTestId("money-due")).toHaveText("Rs. 60,000");

    const form = page.locator("#record-payment");
    await form.getByLabel("Amount (Rs.)").fill("15000.50");
    await form.getByLabel("Method").selectOption({ label: "Raast" });
    await form.getByLabel("Reference or transaction ID").fill("RAAST-889911");
    await form.getByRole("button", { name: "Record payment" }).click();
    // Refused on the form's own page, what was typed kept.
    await expect(page.locator("#record-payment-amount-error")).toHaveText("Enter the amount in whole rupees, e.g. 15,000");
    await expect(page.locator("#record-payment").getByLabel("Reference or transaction ID")).toHaveValue("RAAST-889911");
    await page.locator("#record-payment").getByLabel("Amount (Rs.)").fill("15,000");
    await page.locator("#record-payment").getByRole("button", { name: "Record payment" }).click();

    await expect(page).toHaveURL(new RegExp(`/leads/${id}`));
    await expectFlash(page, "Rs. 15,000 recorded: receipt R-");
    await expect(page.locator("#payments").getByTestId("money-due")).toHaveText("Rs. 45,000");
    const receiptLink = page.locator("#payments").getByRole("link", { name: /^Receipt R-\d{4}-\d{6}$/ });
    const number = ((await receiptLink.innerText()).match(/R-\d{4}-\d{6}/) ?? [""])[0];
    expect(number.startsWith(`R-${todayInPakistan().slice(0, 4)}-`)).toBe(true);
    await expect(page.getByTestId("lead-timeline")).toContainText(`receipt ${number}`);

    await receiptLink.click();
    await expect(page.getByTestId("receipt-number")).toHaveText(number);
    await expect(page.getByTestId("receipt-amount")).toHaveText("Rs. 15,000");
    await expect(page.getByTestId("receipt-balance")).toHaveText("Rs. 45,000");
    await expect(page.locator(".receipt")).toContainText(reference);
    const print = page.locator(".receipt-tools").getByRole("button", { name: "Print" });
    if (javaScriptEnabled) await expect(print).toBeEnabled();
    else await expect(print).toHaveCount(0);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".admin-bar")).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    expect(await overflowProblems(page)).toEqual([]);

    await page.goto("/payments");
    const due = page.getByTestId("dues").getByRole("row").filter({ hasText: reference });
    await expect(due).toContainText("Rs. 45,000");
    await expect(page.getByTestId("recent-payments").getByRole("row").filter({ hasText: number })).toContainText("RAAST-889911");
    expect(await overflowProblems(page)).toEqual([]);
    if (javaScriptEnabled) await expectNoViolations(page);
  });
}
