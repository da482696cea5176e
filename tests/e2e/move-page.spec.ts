import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { API_URL, apiLogin, expectFlash, freshIp, logIn } from "../support/e2e/admin";
import { expectNoViolations } from "../support/e2e/axe";
import { layoutShifts } from "../support/e2e/layout-shifts";
import { fillQuote, futureDate, openBookForm, sampleQuote, sendButton } from "../support/e2e/leads";
import { E2E_ADMIN } from "../support/e2e/env";
import { overflowProblems } from "../support/e2e/overflow";
import { pakistanDateIn } from "../support/pakistan-dates";

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

const uniquePhone = () => `0302-${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;

async function saveRoom(page: Page, movePath: string, room: string, quantities: Record<string, string>) {
  await page.getByRole("link", { name: `Add items and photos: ${room}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${room}: items and photos`);
  for (const [item, quantity] of Object.entries(quantities)) await page.getByLabel(item, { exact: true }).fill(quantity);
  await page.getByRole("button", { name: "Save this room" }).click();
  await expect(page).toHaveURL(new RegExp(`${movePath}\\?saved=`));
  await expect(page.getByRole("status").filter({ hasText: `Saved: ${room}.` })).toBeVisible();
}

test("quote → thank-you → move page: two rooms and a photo narrow the price; staff see them and estimate from the inventory, which the estimate lists", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const quote = sampleQuote({ phone: uniquePhone() });
  await openBookForm(page, javaScriptEnabled);
  await fillQuote(page, quote, javaScriptEnabled);
  await sendButton(page).click();
  await expect(page).toHaveURL(/\/book\/thanks\?ref=MZ-/);
  const reference = (await page.getByTestId("lead-reference").innerText()).trim();

  await page.getByRole("link", { name: "Add your items and photos for a firmer price" }).click();
  await expect(page).toHaveURL(/\/move\/[A-Za-z0-9_-]{43}$/);
  const movePath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your move");
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByTestId("move-estimate")).toContainText("Nothing listed yet");

  await saveRoom(page, movePath, "Bedroom 1", { "Double bed": "1", "Almirah / wardrobe": "2", "Sofa, per seat": "5" });
  await expect(page.getByTestId("room-lines-bedroom-1")).toContainText("2 × Almirah / wardrobe");
  await saveRoom(page, movePath, "Kitchen", { Fridge: "1", "Washing machine": "1" });

  const estimate = page.getByTestId("move-estimate");
  await expect(page.getByTestId("move-volume")).toHaveText("260 cubic feet");
  await expect(page.getByTestId("move-vehicles")).toHaveText("Shehzore");
  await expect(estimate).toContainText("3 people");
  await expect(page.getByTestId("move-range")).toHaveText("Rs. 85,000 – Rs. 94,600");
  await expect(page.getByTestId("move-book-range")).toContainText("Rs. 85,000 – Rs. 130,000");
  await expect(estimate).toContainText("our staff confirm the price");

  await page.getByRole("link", { name: "Edit items and photos: Kitchen" }).click();
  if (javaScriptEnabled) {
    // Opened afresh (from a link in a message, say), the room hydrates without moving its catalogue under a thumb.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kitchen: items and photos");
    await page.reload();
    await expect(page.getByLabel("Find an item")).toBeEnabled();
    expect(await layoutShifts(page)).toEqual([]);
    await page.getByLabel("Find an item").fill("fri");
    await expect(page.getByLabel("Fridge", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Double bed", { exact: true })).toBeHidden();
    await page.getByLabel("Find an item").fill("");
    await page.getByLabel("Fridge", { exact: true }).fill("2");
    await expect(page.getByTestId("room-totals")).toHaveText("This room: 3 pieces, 85 cubic feet");
    await page.getByLabel("Fridge", { exact: true }).fill("1");
  }
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 140, b: 90 } } }).jpeg().toBuffer();
  const fileInput = page.getByLabel("Add photos of this room");
  await expect(fileInput).toHaveAttribute("accept", "image/*");
  await expect(fileInput).toHaveAttribute("capture", "environment");
  await fileInput.setInputFiles({ name: "kitchen.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photos added." })).toBeVisible();
  const shown = page.getByRole("img", { name: "Photo of Kitchen 1" });
  await expect(shown).toBeVisible();
  await expect(fileInput).toHaveValue("");
  const photoUrl = await shown.getAttribute("src");
  expect(photoUrl).toMatch(new RegExp(`^${movePath}/photos/[A-Za-z0-9_-]{22}$`));
  expect(await overflowProblems(page)).toEqual([]);
  if (javaScriptEnabled) await expectNoViolations(page);

  const own = await page.request.get(photoUrl!);
  expect(own.status()).toBe(200);
  expect(own.headers()["cache-control"]).toBe("private, no-store");
  const stranger = await browser.newContext();
  expect((await stranger.request.get(photoUrl!.replace(/\/move\/[^/]+/, `/move/${"A".repeat(43)}`))).status()).toBe(404);
  const asStranger = await stranger.request.get(`/leads/x/move-photos/${photoUrl!.split("/").pop()}`, { maxRedirects: 0 });
  expect(asStranger.status()).not.toBe(200);
  expect(asStranger.headers()["content-type"] ?? "").not.toMatch(/image/);
  await stranger.close();

  await page.getByRole("link", { name: "Back to your move" }).click();
  await expect(page.getByRole("img", { name: "Photo of Kitchen" })).toBeVisible();
  expect(await overflowProblems(page)).toEqual([]);
  if (javaScriptEnabled) await expectNoViolations(page);

  // Its own context: axe needs one.
  const staff = await (await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } })).newPage();
  await staff.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  await logIn(staff);
  await staff.goto(`/leads?q=${reference}`);
  await staff.getByRole("link", { name: reference, exact: true }).click();
  const card = staff.getByTestId("lead-move");
  await expect(staff.getByTestId("move-link")).toHaveValue(new RegExp(`${movePath}$`));
  await expect(staff.getByTestId("move-whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/92302\d{7}\?text=.*move/);
  await expect(staff.getByTestId("lead-room-bedroom-1")).toContainText("1 × Double bed (dismantle, two people)");
  await expect(staff.getByTestId("lead-room-kitchen")).toContainText("1 × Fridge (fragile, two people)");
  const staffPhoto = card.getByRole("img", { name: "Kitchen, photo 1" });
  await expect(staffPhoto).toBeVisible();
  // Visible is not loaded: the gallery's pictures load lazily.
  await expect.poll(() => staffPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expect(staff.getByTestId("lead-timeline")).toContainText("Inventory: Kitchen saved with 2 pieces by the customer");

  await expect(card.getByTestId("lead-move-add-rooms").getByRole("link", { name: "Drawing room" })).toBeVisible();
  await card.getByRole("link", { name: "Edit Kitchen" }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Kitchen: items and photos");
  const staffFile = staff.getByLabel("Add photos of this room");
  await expect(staffFile).toHaveAttribute("capture", "environment");
  await staffFile.setInputFiles({ name: "kitchen-whatsapp.jpg", mimeType: "image/jpeg", buffer: photo });
  await staff.getByRole("button", { name: "Upload photos" }).click();
  await expect(staff).toHaveURL(/\/leads\/[^/?#]+\/move\/room\/kitchen#photos$/);
  await expectFlash(staff, "1 photo added to Kitchen.");
  await expect(staff.getByRole("img", { name: "Photo of Kitchen 2" })).toBeVisible();
  // Sent, so no longer chosen: a second click would upload it twice.
  await expect(staffFile).toHaveValue("");
  expect(await overflowProblems(staff)).toEqual([]);
  if (javaScriptEnabled) await expectNoViolations(staff, "main");
  await staff.getByLabel("Fridge", { exact: true }).fill("2");
  await staff.getByRole("button", { name: "Save this room" }).click();
  await expect(staff).toHaveURL(/\/leads\/[^/?#]+#move$/);
  await expectFlash(staff, "Kitchen saved: 3 pieces.");
  await expect(staff.getByTestId("lead-room-kitchen")).toContainText("2 × Fridge");
  await expect(card.getByTestId("move-volume")).toHaveText("295 cubic feet");
  await expect(card.getByRole("heading", { name: "Estimate from your list" })).toBeVisible();
  await expect(card).not.toContainText("move.");
  await expect(staff.getByTestId("lead-timeline")).toContainText(`Inventory: Kitchen saved with 3 pieces by ${E2E_ADMIN.name} (staff)`);
  await expect(card.getByRole("img", { name: "Kitchen, photo 2" })).toBeVisible();
  await expect(staff.getByTestId("lead-timeline")).toContainText(`Photos: 1 added to Kitchen by ${E2E_ADMIN.name} (staff)`);

  await staff.getByTestId("estimate-from-inventory").click();
  const form = staff.locator(".lead-estimate-form");
  await expect(form.getByLabel("Item 1", { exact: true })).toHaveValue("Shehzore (400 cu ft each)");
  await expect(form.getByLabel("Item 2", { exact: true })).toHaveValue(/^Crew of 3/);
  await expect(form.getByLabel("Item 3", { exact: true })).toHaveValue("Dismantling and assembly: 3 items");
  await form.getByLabel("Valid until").fill(pakistanDateIn(7));
  await form.getByRole("button", { name: "Create estimate" }).click();
  await expectFlash(staff, "ready: send the link to the customer.");
  const estimateUrl = await staff.getByTestId("estimate-link").first().inputValue();
  await staff.context().close();

  await page.goto(new URL(estimateUrl).pathname);
  const inventory = page.getByTestId("estimate-inventory");
  await expect(inventory).toContainText("Bedroom 1");
  await expect(inventory).toContainText("2 × Almirah / wardrobe");
  await expect(inventory).toContainText("1 × Washing machine");
  await inventory.getByRole("link", { name: "your move page" }).click();
  await expect(page).toHaveURL(new RegExp(`${movePath}$`));
  await expect(page.getByRole("link", { name: /^Estimate of Rs\./ })).toBeVisible();
});

test("the Urdu move page: reached from the English page's language link, a room and a photo save in Urdu, right to left, at 1280 px; the Urdu estimate lists the room", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const quote = sampleQuote({ phone: uniquePhone() });
  await openBookForm(page, javaScriptEnabled);
  await fillQuote(page, quote, javaScriptEnabled);
  await sendButton(page).click();
  const reference = (await page.getByTestId("lead-reference").innerText()).trim();
  await page.getByRole("link", { name: "Add your items and photos for a firmer price" }).click();
  await expect(page).toHaveURL(/\/move\/[A-Za-z0-9_-]{43}$/);
  const movePath = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "اردو", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ur${movePath}$`));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("آپ کی منتقلی");
  await page.getByRole("link", { name: "سامان اور تصاویر شامل کریں: کچن" }).click();
  await page.getByLabel("فریج", { exact: true }).fill("1");
  await page.getByLabel("فریج", { exact: true }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "محفوظ ہو گیا: کچن۔" })).toBeVisible();
  await expect(page.getByTestId("move-vehicles")).toHaveText("سوزوکی پک اپ");
  await expect(page.getByTestId("move-volume")).toHaveText("35 مکعب فٹ");
  expect(await overflowProblems(page)).toEqual([]);
  if (javaScriptEnabled) await expectNoViolations(page);

  await page.getByRole("link", { name: "سامان اور تصاویر میں ترمیم: کچن" }).click();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 140, b: 180 } } }).jpeg().toBuffer();
  await page.getByLabel("اس کمرے کی تصاویر شامل کریں").setInputFiles({ name: "kitchen.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "تصاویر اپ لوڈ کریں" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تصاویر شامل ہو گئیں۔" })).toBeVisible();
  await expect(page.getByRole("img", { name: "کچن کی تصویر 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "یہ تصویر ہٹائیں 1" })).toBeVisible();
  expect(await overflowProblems(page)).toEqual([]);

  const auth = { Authorization: `Bearer ${await apiLogin(page.request)}` };
  const found = (await (await page.request.get(`${API_URL}/api/leads?q=${reference}`, { headers: auth })).json()) as { leads: { _id: string }[] };
  const written = await page.request.post(`${API_URL}/api/leads/${found.leads[0]!._id}/estimates`, {
    headers: auth,
    data: { lines: [{ description: "Suzuki pickup and a crew of 2", amount: 25_000 }], advance: 5_000, validUntil: futureDate(7) },
  });
  expect(written.status()).toBe(201);
  const { path: estimatePath } = (await written.json()) as { path: string };
  await page.goto(`/ur${estimatePath}`);
  const inventory = page.getByTestId("estimate-inventory");
  await expect(inventory.getByRole("heading", { name: "کیا شفٹ ہو رہا ہے" })).toBeVisible();
  await expect(inventory.getByRole("heading", { name: "کچن" })).toBeVisible();
  await expect(inventory.getByRole("listitem")).toHaveText(["1 × فریج"]);
  await expect(inventory.getByRole("link", { name: "آپ کی شفٹنگ کے صفحے" })).toHaveAttribute("href", `/ur${movePath}`);
  expect(await overflowProblems(page)).toEqual([]);

  // Without JavaScript the browser's own check stops it first.
  if (!javaScriptEnabled) return;
  await page.goto(`/ur${movePath}/room/kitchen`);
  // Until the page hydrates (after its first paint, ADR 029) the browser's own check answers, without this message.
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.getByLabel("فریج", { exact: true }).fill("150");
  await page.getByRole("button", { name: "یہ کمرہ محفوظ کریں" }).click();
  // Invisible marks isolate numbers inside Urdu text.
  await expect(page.getByText(/سے.*99.*تک کوئی پورا عدد لکھیں/)).toBeVisible();
});
