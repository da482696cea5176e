import { expect, test, type Browser, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { E2E_ADMIN, E2E_DATA_DIR } from "../support/e2e/env";
import { API_URL, expectFlash, freshIp, logIn } from "../support/e2e/admin";
import { fillQuote, futureDate, openBookForm, sampleQuote, sendButton } from "../support/e2e/leads";
import { expectNoViolations } from "../support/e2e/axe";
import { layoutShifts } from "../support/e2e/layout-shifts";
import { overflowProblems } from "../support/e2e/overflow";
import { pakistanDateIn } from "../support/pakistan-dates";

// A whole sales journey (20-odd page loads, axe on four pages): ~25 s quiet, past the default 45 s on a busy CI machine.
test.describe.configure({ timeout: 135_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

/** So no other spec's lead is taken for a duplicate. */
function uniquePhone(): string {
  return `0301-${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
}

async function sendQuote(page: Page, javaScriptEnabled: boolean, utm = "") {
  const quote = sampleQuote({ phone: uniquePhone() });
  // The first page of the visit carries the UTM tags the lead should remember.
  await page.goto(`/house-moving-company${utm}`);
  await openBookForm(page, javaScriptEnabled);
  await fillQuote(page, quote, javaScriptEnabled);
  await sendButton(page).click();
  await expect(page).toHaveURL(/\/book\/thanks\?ref=MZ-/);
  const reference = (await page.getByTestId("lead-reference").innerText()).trim();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  return { quote, reference };
}

async function openFromList(page: Page, reference: string) {
  await page.goto(`/leads?q=${reference}`);
  await page.getByRole("link", { name: reference, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(reference);
}

const pipelineForm = (page: Page) => page.locator(".lead-pipeline-form");

async function savePipeline(page: Page, changes: { status?: string; owner?: string; followUp?: string; lostReason?: string }) {
  const form = pipelineForm(page);
  if (changes.status) await form.getByLabel("Status").selectOption({ label: changes.status });
  if (changes.lostReason) await form.getByLabel("Lost reason (only when lost)").selectOption({ label: changes.lostReason });
  if (changes.owner) await form.getByLabel("Owner").selectOption({ label: changes.owner });
  if (changes.followUp !== undefined) await form.getByLabel("Follow-up (Pakistan time)").fill(changes.followUp);
  await form.getByRole("button", { name: "Save" }).click();
}

/** Still today but near midnight. */
function pakistanSoon(): string {
  return new Date(Date.now() + 5 * 60_000 + 5 * 3_600_000).toISOString().slice(0, 16);
}

function pakistanLocal(days: number, hour = 10): string {
  const date = pakistanDateIn(days);
  return `${date}T${String(hour).padStart(2, "0")}:00`;
}

async function visitorPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

async function writeEstimate(page: Page, lines: Array<[string, string]>, validUntil = futureDate(7)) {
  const form = page.locator(".lead-estimate-form");
  for (const [i, [description, amount]] of lines.entries()) {
    await form.getByLabel(`Item ${i + 1}`, { exact: true }).fill(description);
    await form.getByLabel(`Amount ${i + 1} (Rs.)`).fill(amount);
  }
  await form.getByLabel("Advance on booking (Rs.)").fill("15,000");
  await form.getByLabel("Valid until").fill(validUntil);
  await form.getByRole("button", { name: "Create estimate" }).click();
}

test("a quote from /book is assigned, followed up, noted, estimated, accepted by the customer through the link and shows as booked with its history", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const { quote, reference } = await sendQuote(page, javaScriptEnabled, "?utm_source=facebook&utm_medium=cpc&utm_campaign=winter");
  await logIn(page);

  await page.goto(`/leads?q=${encodeURIComponent(quote.name)}`);
  const row = page.getByTestId("leads-table").getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Nobody yet");
  await expect(row.getByRole("link", { name: `Call ${quote.name}` })).toHaveAttribute("href", /^tel:\+92301\d{7}$/);
  await expect(row.getByRole("link", { name: `WhatsApp ${quote.name}` })).toHaveAttribute("href", /^https:\/\/wa\.me\/92301\d{7}\?text=/);
  await expect(page.getByTestId("floating-call")).toHaveCount(0);
  await expect(page.getByTestId("new-leads-count")).toBeVisible();
  if (javaScriptEnabled) await expectNoViolations(page, ".leads-inbox");

  await openFromList(page, reference);
  await expect(page.getByTestId("lead-source")).toContainText("/house-moving-company?utm_source=facebook&utm_medium=cpc&utm_campaign=winter");
  await expect(page.getByTestId("lead-source")).toContainText("source: facebook, medium: cpc, campaign: winter");

  await savePipeline(page, { owner: E2E_ADMIN.name, status: "Contacted", followUp: pakistanLocal(-1) });
  await expect(page.getByTestId("pipeline-error")).toHaveText("The follow-up must be in the future");
  await page.goto(page.url());
  await expect(page.locator(".lead-meta")).toContainText("owner: nobody yet");
  await expect(page.locator(".lead-meta .lead-badge").first()).toHaveText("New");

  await savePipeline(page, { owner: E2E_ADMIN.name, status: "Contacted", followUp: pakistanLocal(1) });
  await expectFlash(page, `${reference} saved: contacted.`);
  await expect(page).toHaveURL(/#pipeline$/);
  await expect(pipelineForm(page)).toBeInViewport();
  await expect(page.locator(".lead-meta")).toContainText(`owner: ${E2E_ADMIN.name}`);

  await page.getByLabel("Add a note").fill("Customer wants the survey on Saturday morning");
  await page.getByRole("button", { name: "Add note" }).click();
  await expectFlash(page, "Note added.");

  await savePipeline(page, { status: "Survey booked" });
  await expectFlash(page, `${reference} saved: survey booked.`);

  await writeEstimate(page, [
    ["Shehzore truck, Lahore → Islamabad", "65,000"],
    ["Packing, 2 bedrooms", "20000"],
  ]);
  await expectFlash(page, "Estimate of Rs. 85,000 ready: send the link to the customer.");
  await expect(page.locator(".lead-meta .lead-badge").first()).toHaveText("Quoted");
  // The last estimate's lines would invite a duplicate.
  const estimateForm = page.locator(".lead-estimate-form");
  await expect(estimateForm.getByLabel("Item 1", { exact: true })).toHaveValue("");
  await expect(estimateForm.getByLabel("Amount 2 (Rs.)")).toHaveValue("");
  const link = await page.getByTestId("estimate-link").first().inputValue();
  const estimatePath = new URL(link).pathname;
  expect(estimatePath).toMatch(/^\/estimate\/[A-Za-z0-9_-]{43}$/);
  const whatsapp = decodeURIComponent((await page.getByTestId("estimate-whatsapp").getAttribute("href")) ?? "");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/92301\d{7}\?text=/);
  expect(whatsapp).toContain(link);
  expect(whatsapp).toContain("Rs. 85,000");
  if (javaScriptEnabled) await expectNoViolations(page, ".lead-page");

  const customer = await visitorPage(browser, javaScriptEnabled);
  await customer.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  // Tall enough that the print row at the foot is on screen while the page hydrates.
  await customer.setViewportSize({ width: 1280, height: 2400 });
  await customer.goto(estimatePath);
  const printHint = customer.getByText("To keep a copy, print this page from your browser's menu.");
  if (javaScriptEnabled) {
    await expect(customer.getByRole("button", { name: "Print or save as PDF" })).toBeEnabled();
    await expect(printHint).toBeHidden();
    expect(await layoutShifts(customer)).toEqual([]);
  } else {
    await expect(printHint).toBeVisible();
    await expect(customer.getByRole("button", { name: "Print or save as PDF" })).toHaveCount(0);
  }
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText(`Estimate ${reference}`);
  await expect(customer).toHaveTitle(`Estimate ${reference} | Manzil Packers & Movers`);
  await expect(customer.getByTestId("estimate-total")).toHaveText("Rs. 85,000");
  await expect(customer.getByText("Shehzore truck, Lahore → Islamabad")).toBeVisible();
  await expect(customer.locator(".estimate-letterhead")).toContainText("Manzil Packers & Movers");
  await expect(customer.locator(".estimate-letterhead")).toContainText("Lahore office");
  await expect(customer.locator(".estimate-letterhead")).toContainText("0300-0000001");
  await expect(customer.getByTestId("estimate-move")).toContainText(quote.fromArea);
  await expect(customer.getByTestId("estimate-move")).toContainText("2 bedrooms");
  await expect(customer.getByTestId("estimate-validity")).toContainText("This estimate is valid until");
  if (javaScriptEnabled) await expectNoViolations(customer, ".estimate-page");
  const unconfirmed = await customer.request.post(estimatePath, { form: { acceptName: " " } });
  expect(unconfirmed.status()).toBe(400);
  expect(await unconfirmed.text()).toContain("Type your name to accept the estimate");
  const acceptName = customer.getByLabel("Type your full name to confirm");
  await expect(acceptName).toHaveAttribute("required", "");
  await acceptName.fill("Someone Else");
  await customer.getByRole("button", { name: "Accept" }).click();
  await expect(customer.locator("#estimate-accept-acceptName-error")).toHaveText(
    `That is not the name on this estimate. Please type ${quote.name}, as written above, to accept.`,
  );
  await expect(acceptName).toHaveAttribute("aria-invalid", "true");
  await expect(customer.getByTestId("estimate-accepted")).toHaveCount(0);
  await acceptName.fill(`  ${quote.name.toUpperCase()} `);
  await customer.getByRole("button", { name: "Accept" }).click();
  await expect(customer.getByTestId("estimate-accepted")).toContainText("Thank you, your move is booked");
  await expect(customer.getByRole("button", { name: "Accept" })).toHaveCount(0);
  if (javaScriptEnabled) await expectNoViolations(customer, ".estimate-page");
  await customer.context().close();

  await page.goto(page.url().split("#")[0]!);
  await expect(page.locator(".lead-meta .lead-badge").first()).toHaveText("Booked");
  const history = await page.getByTestId("lead-timeline").locator(".lead-timeline-text").allInnerTexts();
  expect(history).toEqual([
    "Quote request received on the website",
    "Status: New → Contacted",
    `Assigned to ${E2E_ADMIN.name}`,
    expect.stringMatching(/^Follow-up set for /),
    "Customer wants the survey on Saturday morning",
    "Status: Contacted → Survey booked",
    expect.stringMatching(/^Estimate of Rs\. 85,000 written, valid until /),
    "Status: Survey booked → Quoted",
    "Estimate of Rs. 85,000 accepted through the link",
    "Status: Quoted → Booked",
    expect.stringMatching(/^Job day 1 \(\d{1,2} \w+ \d{4}, 09:00–13:00\) created$/),
  ]);
  const by = await page.getByTestId("lead-timeline").locator(".lead-timeline-meta").allInnerTexts();
  expect(by.at(-1)).toMatch(/· Customer$/);
  expect(by[1]).toMatch(new RegExp(`· ${E2E_ADMIN.name}$`));
  await expect(page.getByTestId("lead-estimates")).toContainText("Accepted");
});

test("an expired or withdrawn estimate link is refused with a clear message and no Accept button", async ({ page, browser, javaScriptEnabled }) => {
  const { quote, reference } = await sendQuote(page, javaScriptEnabled);
  await logIn(page);
  await openFromList(page, reference);

  await page.locator(".lead-estimate-form").getByLabel("Valid until").fill(futureDate(3));
  await page.locator(".lead-estimate-form").getByRole("button", { name: "Create estimate" }).click();
  await expect(page.getByTestId("estimate-error")).toHaveText("Add at least one line to the estimate");
  await writeEstimate(page, [["Mazda truck", "-5000"], ["", "abc"]], futureDate(-2));
  const estimateForm = page.locator(".lead-estimate-form");
  await expect(estimateForm.locator("#estimate-line0Amount-error")).toHaveText("Amounts cannot be negative");
  await expect(estimateForm.locator("#estimate-line1Amount-error")).toHaveText("Amount must be a whole number of rupees");
  await expect(estimateForm.locator("#estimate-line1Description-error")).toHaveText("Describe each line");
  await expect(estimateForm.locator("#estimate-validUntil-error")).toHaveText("Valid until must be today or later");
  await expect(estimateForm.getByLabel("Item 1", { exact: true })).toHaveValue("Mazda truck");
  await expect(page.getByTestId("estimate-link")).toHaveCount(0);

  await writeEstimate(page, [["Mazda truck", "99,000"], ["", ""]], futureDate(3));
  await expectFlash(page, "Estimate of Rs. 99,000 ready");
  const expiredPath = new URL(await page.getByTestId("estimate-link").first().inputValue()).pathname;
  const db = new Database(path.join(process.cwd(), E2E_DATA_DIR, "manzil.db"));
  try {
    db.prepare("update estimates set expires_at = ? where token = ?").run(new Date(Date.now() - 60_000).toISOString(), expiredPath.split("/").pop());
  } finally {
    db.close();
  }

  await writeEstimate(page, [["Suzuki pickup", "25,000"]], futureDate(5));
  await expectFlash(page, "Estimate of Rs. 25,000 ready");
  const withdrawnPath = new URL(await page.getByTestId("estimate-link").nth(1).inputValue()).pathname;

  await page.getByTestId("lead-estimates").locator("li").nth(1).getByRole("link", { name: "Revise" }).click();
  await expect(estimateForm.getByRole("heading")).toHaveText("Revise the estimate (now version 1)");
  await expect(estimateForm.getByLabel("Item 1", { exact: true })).toHaveValue("Suzuki pickup");
  await estimateForm.getByLabel("Item 2", { exact: true }).fill("Packing");
  await estimateForm.getByLabel("Amount 2 (Rs.)").fill("5,000");
  if (javaScriptEnabled) await expect(estimateForm.getByTestId("estimate-running-total")).toHaveText("Rs. 30,000");
  await estimateForm.getByRole("button", { name: "Save version 2" }).click();
  await expectFlash(page, "Estimate revised: version 2 of Rs. 30,000; its link shows it now.");
  expect(new URL(await page.getByTestId("estimate-link").nth(1).inputValue()).pathname).toBe(withdrawnPath);
  await expect(page.getByTestId("lead-timeline")).toContainText("Estimate revised to version 2: Rs. 30,000");
  await expect(page.getByTestId("lead-timeline")).toContainText("Estimate of Rs. 25,000 written");
  const revisedView = await visitorPage(browser, javaScriptEnabled);
  await revisedView.goto(withdrawnPath);
  await expect(revisedView.getByTestId("estimate-total")).toHaveText("Rs. 30,000");
  await revisedView.context().close();

  await page.getByTestId("lead-estimates").locator("li").nth(1).getByRole("button", { name: "Withdraw" }).click();
  await expectFlash(page, "Estimate withdrawn: its link now says so.");

  const customer = await visitorPage(browser, javaScriptEnabled);
  await customer.goto(expiredPath);
  await expect(customer.getByTestId("estimate-closed")).toContainText("This estimate has expired.");
  await expect(customer.getByTestId("estimate-closed")).toContainText(`Please call or WhatsApp us for a new one, quoting ${reference}.`);
  await expect(customer.getByRole("button", { name: "Accept" })).toHaveCount(0);
  if (javaScriptEnabled) await expectNoViolations(customer, ".estimate-page");
  await customer.goto(withdrawnPath);
  await expect(customer.getByTestId("estimate-closed")).toContainText("This estimate has been withdrawn.");
  await expect(customer.getByRole("button", { name: "Accept" })).toHaveCount(0);
  // An old tab, the right name: still refused.
  const posted = await customer.request.post(expiredPath, { form: { acceptName: quote.name }, headers: { Origin: new URL(customer.url()).origin }, maxRedirects: 0 });
  expect(posted.status()).toBe(410);
  const unknown = await customer.request.get(`/estimate/${"A".repeat(43)}`);
  expect(unknown.status()).toBe(404);
  await customer.context().close();

  await page.goto(page.url().split("#")[0]!);
  await expect(page.locator(".lead-meta .lead-badge").first()).toHaveText("Quoted");
});

test("the Due today view, the lost reason and the CSV export of a filtered view", async ({ page, javaScriptEnabled }) => {
  const { quote, reference } = await sendQuote(page, javaScriptEnabled);
  await logIn(page);
  await openFromList(page, reference);
  await savePipeline(page, { status: "Lost" });
  await expect(page.getByTestId("pipeline-error")).toHaveText("Choose why the lead was lost");
  await savePipeline(page, { status: "Contacted", owner: E2E_ADMIN.name, followUp: pakistanSoon() });
  await expectFlash(page, `${reference} saved: contacted.`);

  await page.goto("/leads?view=due");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Due today");
  await expect(page.getByTestId("leads-table")).toContainText(reference);

  await page.goto(`/leads?q=${encodeURIComponent(quote.name)}&city=lahore`);
  const download = await page.request.get(`/leads/export.csv?q=${encodeURIComponent(quote.name)}&city=lahore`);
  expect(download.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const bytes = await download.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  expect(text.split("\r\n")).toHaveLength(3);
  expect(text).toContain(`${reference},`);
  expect(text).toContain(quote.name);
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", `/leads/export.csv?q=${encodeURIComponent(quote.name).replace(/%20/g, "+")}&city=lahore`);

  await openFromList(page, reference);
  await savePipeline(page, { status: "Lost", lostReason: "Chose another mover" });
  await expectFlash(page, `${reference} saved: lost (chose another mover).`);
  await page.goto("/leads?view=due");
  await expect(page.getByTestId("leads-table").or(page.locator(".leads-empty"))).not.toContainText(reference);
});

test("the inbox shows at least 8 leads above the fold of a 1280×800 screen, and cards that fit a 360 px phone", async ({ page }) => {
  const tag = `Density${Math.random().toString(36).slice(2, 8)}`;
  for (let i = 1; i <= 10; i++) {
    const sent = await page.request.post(`${API_URL}/api/sendQuote`, {
      headers: { "X-Forwarded-For": freshIp() },
      data: { name: `${tag} Customer ${i}`, phone: uniquePhone(), service: "house", fromCity: "lahore", fromArea: "Johar Town", toCity: "islamabad", toArea: "F-7", moveDate: futureDate(), flexibleDate: false, propertySize: "2-bed", floor: 1, lift: false, extras: [], notes: "" },
    });
    expect(sent.status()).toBe(201);
  }
  await logIn(page);
  await page.goto("/leads");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/leads?q=${tag}`);
  const rows = page.getByTestId("leads-table").locator("tbody tr");
  await expect(rows).toHaveCount(10);
  const tops = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().top));
  expect(tops.filter((top) => top >= 0 && top < 800).length, `row tops: ${tops.map(Math.round).join(", ")}`).toBeGreaterThanOrEqual(8);
  const tenth = rows.filter({ hasText: `${tag} Customer 10` }).getByRole("link", { name: `Call ${tag} Customer 10` });
  await expect(tenth).toBeVisible();
  expect(await overflowProblems(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/leads?q=${tag}`);
  await expect(tenth).toContainText("Call");
  expect(await overflowProblems(page)).toEqual([]);
});
