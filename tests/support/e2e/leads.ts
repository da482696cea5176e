import { expect, type Locator, type Page } from "@playwright/test";
import { pakistanDateIn } from "../pakistan-dates";

/**
 * Helpers of the lead specs (tests/e2e/leads*.spec.ts): filling the /book
 * and /contact forms the way a visitor does, with JavaScript (the three
 * steps) or without (one page), and reading a lead in the staff inbox.
 */
export type QuoteRequest = {
  service: string;
  fromCity: string;
  fromArea: string;
  toCity: string;
  toArea: string;
  moveDate: string;
  flexible: boolean;
  size: string;
  floor: string;
  lift: boolean;
  extras: string[];
  name: string;
  phone: string;
  email: string;
  notes: string;
};

/** A date about two months ahead, as YYYY-MM-DD. */
export function futureDate(days = 60): string {
  return pakistanDateIn(days);
}

export function sampleQuote(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  const tag = Math.random().toString(36).slice(2, 7);
  return {
    service: "House moving",
    fromCity: "Lahore",
    fromArea: `DHA Phase 5 ${tag}`,
    toCity: "Islamabad / Rawalpindi",
    toArea: "F-7/2",
    moveDate: futureDate(),
    flexible: true,
    size: "2 bedrooms",
    floor: "3",
    lift: true,
    extras: ["Packing and materials", "Transit insurance"],
    name: `Ayesha Khan ${tag}`,
    phone: "0300-1234567",
    email: `ayesha.${tag}@example.com`,
    notes: `Piano on the ground floor (${tag})`,
    ...overrides,
  };
}

export const bookForm = (page: Page) => page.locator("#book-form");
const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

/** With JavaScript, waits until the enhanced form (steps) has taken over from the server-rendered one. */
export async function openBookForm(page: Page, javaScriptEnabled: boolean, path = "/book"): Promise<void> {
  await page.goto(path);
  await expect(bookForm(page)).toHaveAttribute("data-mode", javaScriptEnabled ? "steps" : "plain");
}

export async function fillMoveStep(page: Page, quote: Partial<QuoteRequest>) {
  if (quote.service !== undefined) await page.getByLabel("Service", { exact: true }).selectOption({ label: quote.service });
  if (quote.fromCity !== undefined) await group(page, "Moving from").getByLabel("City").selectOption({ label: quote.fromCity });
  if (quote.fromArea !== undefined) await group(page, "Moving from").getByLabel("Area or neighbourhood").fill(quote.fromArea);
  if (quote.toCity !== undefined) await group(page, "Moving to").getByLabel("City").selectOption({ label: quote.toCity });
  if (quote.toArea !== undefined) await group(page, "Moving to").getByLabel("Area or neighbourhood").fill(quote.toArea);
  if (quote.moveDate !== undefined) await page.getByLabel("Preferred moving date").fill(quote.moveDate);
  if (quote.flexible) await page.getByLabel("My dates are flexible").check();
}

export async function fillDetailsStep(page: Page, quote: Partial<QuoteRequest>) {
  if (quote.size !== undefined) await page.getByLabel("Size of the move").selectOption({ label: quote.size });
  if (quote.floor !== undefined) await page.getByLabel("Floor", { exact: true }).fill(quote.floor);
  if (quote.lift) await page.getByLabel("There is a lift we can use").check();
  for (const extra of quote.extras ?? []) await page.getByLabel(extra).check();
}

export async function fillContactStep(page: Page, quote: Partial<QuoteRequest>) {
  if (quote.name !== undefined) await page.getByLabel("Your name").fill(quote.name);
  if (quote.phone !== undefined) await page.getByLabel("Mobile number").fill(quote.phone);
  if (quote.email !== undefined) await page.getByLabel("E-mail").fill(quote.email);
  if (quote.notes !== undefined) await page.getByLabel("Anything else we should know?").fill(quote.notes);
}

export const stepHeading = (page: Page, step: number) => page.getByRole("heading", { name: new RegExp(`Step ${step} of 3`) });

/** Fills every field; with JavaScript through the three steps (checking each "Next"), without it on the one page. */
export async function fillQuote(page: Page, quote: QuoteRequest, javaScriptEnabled: boolean) {
  await fillMoveStep(page, quote);
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, 2)).toBeFocused();
  }
  await fillDetailsStep(page, quote);
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, 3)).toBeFocused();
  }
  await fillContactStep(page, quote);
}

export const sendButton = (page: Page) => page.getByRole("button", { name: "Send my request" });

/** The error shown beside a field (its aria-describedby points at it). */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
  expect(errorId, "aria-describedby names the error").toBeTruthy();
  await expect(field.page().locator(`[id="${errorId}"]`)).toHaveText(message);
}

/** Opens a lead from /leads by its reference and returns the label → value pairs shown. */
export async function openLead(page: Page, reference: string): Promise<Record<string, string>> {
  await page.goto("/leads");
  await page.getByRole("link", { name: reference, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  const rows = page.getByTestId("lead-fields").locator("div");
  const shown: Record<string, string> = {};
  for (const row of await rows.all()) {
    shown[(await row.locator("dt").innerText()).trim()] = (await row.locator("dd").innerText()).trim();
  }
  return shown;
}

/** "2030-05-20" → "Mon 20 May 2030", as the site writes dates. */
export function shownDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" })
    .format(new Date(Date.UTC(y, m - 1, d)))
    .replace(",", "");
}
