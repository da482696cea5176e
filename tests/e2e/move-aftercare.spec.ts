import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { API_URL, apiLogin, expectFlash, freshIp, logIn } from "../support/e2e/admin";
import { expectNoViolations } from "../support/e2e/axe";
import { futureDate } from "../support/e2e/leads";
import { overflowProblems } from "../support/e2e/overflow";

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

/** A quote whose estimate of Rs. 60,000 (advance 15,000) the customer accepted: a booked move, and its page. */
async function bookedMove(page: Page) {
  const token = await apiLogin(page.request);
  const auth = { Authorization: `Bearer ${token}` };
  const phone = `0302-${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  const sent = await page.request.post(`${API_URL}/api/sendQuote`, {
    headers: { "X-Forwarded-For": freshIp() },
    data: { name: "Sana Tariq", phone, email: "", service: "house", fromCity: "lahore", fromArea: "Johar Town", toCity: "lahore", toArea: "DHA Phase 6", moveDate: futureDate(20), flexibleDate: false, propertySize: "2-bed", floor: 1, lift: false, extras: [], notes: "" },
  });
  expect(sent.status()).toBe(201);
  const { reference, moveToken } = (await sent.json()) as { reference: string; moveToken: string };
  const list = (await (await page.request.get(`${API_URL}/api/leads?q=${reference}`, { headers: auth })).json()) as { leads: { _id: string }[] };
  const id = list.leads[0]!._id;
  const estimate = await page.request.post(`${API_URL}/api/leads/${id}/estimates`, {
    headers: auth,
    data: { lines: [{ description: "Shehzore and crew of four", amount: 60_000 }], advance: 15_000, validUntil: futureDate(7) },
  });
  const { token: estimateToken } = (await estimate.json()) as { token: string };
  expect((await page.request.post(`${API_URL}/api/leads/estimates/${estimateToken}/accept`, { data: {} })).status()).toBe(200);
  return { id, reference, movePath: `/move/${moveToken}` };
}

async function recordAdvance(staff: Page, id: string) {
  await staff.goto(`/leads/${id}`);
  const form = staff.locator("#record-payment");
  await form.getByLabel("Amount (Rs.)").fill("15,000");
  await form.getByLabel("Method").selectOption({ label: "Raast" });
  await form.getByLabel("Reference or transaction ID").fill("RAAST-551122");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expectFlash(staff, "Rs. 15,000 recorded: receipt R-");
  return (await staff.locator("#payments").getByRole("link", { name: /^Receipt R-\d{4}-\d{6}$/ }).innerText()).replace("Receipt ", "");
}

async function setMoved(staff: Page, id: string) {
  await staff.goto(`/leads/${id}`);
  const form = staff.locator(".lead-pipeline-form");
  await form.getByLabel("Status").selectOption({ label: "Moved" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(staff.getByTestId("lead-timeline")).toContainText("→ Moved");
}

async function rate(page: Page, label: string, comment: string) {
  const review = page.getByTestId("move-review");
  await review.getByLabel(label).check();
  await review.getByLabel("Comment (optional)").fill(comment);
  await review.getByRole("button", { name: "Send my rating" }).click();
}

for (const width of [360, 1280]) {
  test(`the advance shows on the move page with its receipt, the balance and the Raast QR; after the move a 5 gets the review link, at ${width} px`, async ({ page, browser, javaScriptEnabled }) => {
    await page.setViewportSize({ width, height: 900 });
    const { id, movePath } = await bookedMove(page);
    const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await staff.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    await logIn(staff);
    const receiptNumber = await recordAdvance(staff, id);

    const response = await page.goto(movePath);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    const pay = page.getByTestId("move-pay");
    await expect(page.getByTestId("move-balance")).toHaveText("Rs. 45,000");
    await expect(pay).toContainText("Balance to pay: Rs. 45,000");
    const qr = page.getByTestId("raast-qr");
    await expect(qr).toBeVisible();
    // Big enough for a phone's scanner: at least 200 CSS pixels a side.
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(200);
    expect(await qr.getAttribute("data-payload")).toMatch(/54054500058\d{2}PK.*6304[0-9A-F]{4}$/);
    const text = page.getByTestId("raast-text");
    await expect(text).toContainText("PK36SCBL0000001123456702");
    await expect(text).toContainText("MANZIL PACKERS AND MOVERS");
    await expect(text).toContainText("Rs. 45,000");
    await expect(pay).toContainText("Cash to the crew");

    const receipts = page.getByTestId("move-receipts");
    await expect(receipts).toContainText(`Receipt ${receiptNumber}: Rs. 15,000, Raast`);
    await receipts.getByRole("link", { name: `Receipt ${receiptNumber}` }).click();
    await expect(page.getByTestId("receipt-number")).toHaveText(receiptNumber);
    await expect(page.getByTestId("receipt-amount")).toHaveText("Rs. 15,000");
    await expect(page.getByTestId("receipt-balance")).toHaveText("Rs. 45,000");
    // The customer's receipt is theirs alone: another token is a 404.
    const stranger = await browser.newContext();
    expect((await stranger.request.get(page.url().replace(/\/move\/[^/]+/, `/move/${"A".repeat(43)}`))).status()).toBe(404);
    await stranger.close();
    await page.getByRole("link", { name: "Back to your move" }).click();
    await expect(page.getByTestId("move-review")).toHaveCount(0);
    expect(await overflowProblems(page)).toEqual([]);
    if (javaScriptEnabled) await expectNoViolations(page);

    await setMoved(staff, id);
    await page.goto(movePath);
    await expect(page.getByRole("heading", { name: "How did your move go?" })).toBeVisible();
    await rate(page, "5 – excellent", "Careful and on time");
    await expect(page).toHaveURL(new RegExp(`${movePath}\\?done=review`));
    await expect(page.getByTestId("move-review")).toContainText("Your rating: 5 of 5.");
    await expect(page.getByTestId("public-review-link")).toHaveAttribute("href", "https://g.page/r/manzilmovers-example/review");
    await expect(page.getByTestId("move-complaint")).toHaveCount(0);
    expect(await overflowProblems(page)).toEqual([]);
    if (javaScriptEnabled) await expectNoViolations(page);

    await staff.goto(`/leads/${id}`);
    await expect(staff.getByTestId("lead-rating").first()).toHaveText("Rated 5 of 5");
    await staff.close();
  });

  test(`a 2 with a photo of damage reaches staff as a complaint flagged in the inbox, at ${width} px`, async ({ page, browser, javaScriptEnabled }) => {
    await page.setViewportSize({ width, height: 900 });
    const { id, reference, movePath } = await bookedMove(page);
    const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await staff.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    await logIn(staff);
    await setMoved(staff, id);

    await page.goto(`/ur${movePath}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto(movePath);
    // Refused without a rating: the form again with the message, exactly.
    await page.getByTestId("move-review").getByRole("button", { name: "Send my rating" }).click();
    await expect(page.locator("#review-rating-error")).toHaveText("Choose a rating from 1 to 5");
    await rate(page, "2 – poor", "The dressing table mirror broke");
    await expect(page.getByTestId("move-complaint")).toContainText("Our team has your message");
    await expect(page.getByTestId("public-review-link")).toHaveCount(0);

    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 120, b: 140 } } }).jpeg().toBuffer();
    await page.getByLabel("Photos of the damage").setInputFiles({ name: "mirror.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Photos added. Our team will look at them." })).toBeVisible();
    await expect(page.getByRole("img", { name: "Photo of damage" })).toBeVisible();
    expect(await overflowProblems(page)).toEqual([]);
    if (javaScriptEnabled) await expectNoViolations(page);

    await staff.goto(`/leads?q=${reference}`);
    await expect(staff.getByRole("row").filter({ hasText: reference }).getByTestId("lead-complaint")).toHaveText("Complaint: rated 2 of 5");
    await staff.getByRole("link", { name: reference, exact: true }).click();
    const review = staff.getByTestId("lead-review");
    await expect(review).toContainText("The dressing table mirror broke");
    await expect(review.getByRole("img", { name: "Photo of damage" })).toBeVisible();
    await expect(staff.getByTestId("lead-timeline")).toContainText("Complaint: 2 of 5: “The dressing table mirror broke”");
    await staff.close();
  });
}
