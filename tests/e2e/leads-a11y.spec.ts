import { expect, test } from "@playwright/test";
import { freshIp, logIn } from "../support/e2e/admin";
import { fillQuote, openBookForm, sampleQuote, sendButton } from "../support/e2e/leads";
import { expectNoViolations } from "../support/e2e/axe";

/** axe runs inside the page, so the markup visitors without JavaScript get is checked with the page's scripts blocked. */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page; the plain form is checked below with the page's scripts blocked");
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

test("/book: the form, its errors, each step and the confirmation", async ({ page, javaScriptEnabled }) => {
  await openBookForm(page, javaScriptEnabled);
  await expectNoViolations(page, "#book-form");
  await sendButton(page).or(page.getByRole("button", { name: "Next" })).first().click();
  await expect(page.locator('#book-form [aria-invalid="true"]').first()).toBeVisible();
  await expectNoViolations(page, "#book-form");

  await page.goto("/book");
  await openBookForm(page, javaScriptEnabled);
  await fillQuote(page, sampleQuote(), javaScriptEnabled);
  await expectNoViolations(page, "#book-form");
  await sendButton(page).click();
  await expect(page).toHaveURL(/\/book\/thanks/);
  await expectNoViolations(page, ".thanks");
});

test("/contact: the form, its errors and the confirmation", async ({ page, javaScriptEnabled }) => {
  await page.goto("/contact");
  const form = page.locator("#contact-form");
  if (javaScriptEnabled) await expect(form).toHaveAttribute("data-enhanced", "true");
  await expectNoViolations(page, "#contact-form");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoViolations(page, "#contact-form");
  await form.getByLabel("Your name").fill("Axe Check");
  await form.getByLabel("E-mail").fill("axe@example.com");
  await form.getByLabel("Your message").fill("Accessibility check");
  await form.getByRole("button", { name: "Send message" }).click();
  await expectNoViolations(page, ".contact-sent");
  if (javaScriptEnabled) await expectNoViolations(page, ".nearest-office");
});

test("the plain forms (what visitors without JavaScript get) and their server errors", async ({ page }) => {
  // The page's own scripts never arrive (the lead forms' enhancement now travels in the page's
  // chunk, scripts/client-chunks.ts): the markup is what a visitor without JavaScript gets, while
  // axe, which the test puts into the page itself, still runs.
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, (route) => route.abort());
  await page.goto("/book");
  await expect(page.locator("#book-form")).toHaveAttribute("data-mode", "plain");
  await expectNoViolations(page, "#book-form");
  await sendButton(page).click();
  await expect(page.locator(".error-summary")).toContainText("Name is required");
  await expectNoViolations(page, "#book-form");

  await page.goto("/contact");
  await page.locator("#contact-form").getByRole("button", { name: "Send message" }).click();
  await expect(page.locator("#contact-form .error-summary")).toContainText("Name is required");
  await expectNoViolations(page, "#contact-form");
});

test("staff inbox: the list and a lead", async ({ page }) => {
  await logIn(page);
  await page.goto("/leads");
  await expectNoViolations(page, ".leads-inbox");
  await page.locator(".leads-reference").first().click();
  await expectNoViolations(page, ".lead-page");
});
