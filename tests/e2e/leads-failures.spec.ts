import { expect, test } from "@playwright/test";
import { API_URL } from "../support/e2e/admin";
import { sendJson, startStubStack, type StubStack } from "../support/e2e/stub-stack";
import { fillQuote, openBookForm, sampleQuote, sendButton } from "../support/e2e/leads";

/** A second web server with a stub API, so the real API keeps working for the other specs. */
let stack: StubStack;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  stack = await startStubStack(API_URL);
});

test.afterAll(async () => {
  await stack?.close();
});

test.afterEach(() => {
  stack.setHandler(null);
});

const RATE_LIMITED = "You have sent several requests in a short time.";
const UNAVAILABLE = "We could not send your request right now. Please call or WhatsApp us";

test("rate-limited (429): a clear message, the phone and WhatsApp, and the values kept", async ({ page, javaScriptEnabled }) => {
  stack.setHandler((req, res) => {
    if (req.method !== "POST" || !req.url?.startsWith("/api/sendQuote")) return false;
    sendJson(res, 429, { message: "Too many requests in a short time. Please call or WhatsApp us instead." });
    return true;
  });
  const quote = sampleQuote();
  await openBookForm(page, javaScriptEnabled, `${stack.webUrl}/book`);
  await fillQuote(page, quote, javaScriptEnabled);
  await sendButton(page).click();

  const alert = page.locator(".send-problem");
  await expect(alert).toContainText(RATE_LIMITED);
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert.getByRole("link", { name: /Call 0300-0000001/ })).toHaveAttribute("href", "tel:+923000000001");
  // The answer opens at the form.
  await expect(page).toHaveURL(/\/book#book-form$/);
  await expect(page.getByLabel("Your name")).toHaveValue(quote.name);
  await expect(page.getByLabel("Mobile number")).toHaveValue(quote.phone);
  await expect(page.getByLabel("Anything else we should know?")).toHaveValue(quote.notes);
});

test("API unreachable: the request is offered on WhatsApp, already written, and nothing typed is lost", async ({ page, javaScriptEnabled }) => {
  stack.setHandler((req) => {
    if (req.method !== "POST" || !req.url?.startsWith("/api/sendQuote")) return false;
    req.socket.destroy();
    return true;
  });
  const quote = sampleQuote();
  await openBookForm(page, javaScriptEnabled, `${stack.webUrl}/book`);
  await fillQuote(page, quote, javaScriptEnabled);
  await sendButton(page).click();

  const alert = page.locator(".send-problem");
  await expect(alert).toContainText(UNAVAILABLE);
  await expect(alert.getByRole("link", { name: /Call 0300-0000001/ })).toBeVisible();
  const whatsapp = decodeURIComponent((await alert.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")) ?? "");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/923000000001\?text=/);
  expect(whatsapp).toContain("I would like a quote for a move: House moving, Lahore → Islamabad / Rawalpindi");
  await expect(page.getByLabel("Your name")).toHaveValue(quote.name);
  await expect(page.getByLabel("E-mail")).toHaveValue(quote.email);
  if (javaScriptEnabled) await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Transit insurance")).toBeChecked();
});

test("a move from Islamabad that could not be sent offers Islamabad's office for the call and WhatsApp", async ({ page, javaScriptEnabled }) => {
  stack.setHandler((req, res) => {
    if (req.method !== "POST" || !req.url?.startsWith("/api/sendQuote")) return false;
    sendJson(res, 500, { message: "Internal server error" });
    return true;
  });
  await openBookForm(page, javaScriptEnabled, `${stack.webUrl}/book`);
  await fillQuote(page, sampleQuote({ fromCity: "Islamabad / Rawalpindi", toCity: "Lahore" }), javaScriptEnabled);
  await sendButton(page).click();
  const alert = page.locator(".send-problem");
  await expect(alert).toContainText(UNAVAILABLE);
  await expect(alert.getByRole("link", { name: /Call 0300-0000003/ })).toHaveAttribute("href", "tel:+923000000003");
  await expect(alert.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/923000000003\?/);
});

test("a failing API (500) on the contact form: the same help, the message kept", async ({ page, javaScriptEnabled }) => {
  stack.setHandler((req, res) => {
    if (req.method !== "POST" || !req.url?.startsWith("/api/sendEmail")) return false;
    sendJson(res, 500, { message: "Internal server error" });
    return true;
  });
  await page.goto(`${stack.webUrl}/contact`);
  const form = page.locator("#contact-form");
  if (javaScriptEnabled) await expect(form).toHaveAttribute("data-enhanced", "true");
  await form.getByLabel("Your name").fill("Hamza");
  await form.getByLabel("E-mail").fill("hamza@example.com");
  await form.getByLabel("Your message").fill("Office move in Clifton next month.");
  await form.getByRole("button", { name: "Send message" }).click();

  const alert = form.locator(".send-problem");
  await expect(alert).toContainText(UNAVAILABLE);
  const whatsapp = decodeURIComponent((await alert.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")) ?? "");
  expect(whatsapp).toContain("Office move in Clifton next month.");
  await expect(form.getByLabel("Your message")).toHaveValue("Office move in Clifton next month.");
  await expect(form.getByLabel("E-mail")).toHaveValue("hamza@example.com");
});
