import { expect, test, type Page } from "@playwright/test";
import { expectFlash, freshIp, logIn } from "../support/e2e/admin";
import {
  bookForm,
  expectFieldError,
  fillContactStep,
  fillDetailsStep,
  fillMoveStep,
  fillQuote,
  futureDate,
  openBookForm,
  openLead,
  sampleQuote,
  sendButton,
  shownDate,
  stepHeading,
} from "../support/e2e/leads";

const PHONE_MESSAGE = "Enter a Pakistani mobile number, e.g. 0300-1234567";
const REFERENCE = /^MZ-[A-Z0-9]{6}$/;

// Each test is its own visitor: the API allows 5 leads per address per 10 minutes.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

test.describe("/book", () => {
  test("a quote request reaches the confirmation page and the staff inbox with every field", async ({ page, javaScriptEnabled }) => {
    const quote = sampleQuote();
    await openBookForm(page, javaScriptEnabled);
    await fillQuote(page, quote, javaScriptEnabled);
    if (javaScriptEnabled) {
      // Lahore → Islamabad, 2 bedrooms has a rate in content/rates.json.
      await expect(page.getByTestId("price-estimate")).toHaveText(
        "Estimated price: Rs. 85,000 – Rs. 130,000 (estimate; the final price follows the survey)",
      );
    }
    await sendButton(page).click();

    await expect(page).toHaveURL(/\/book\/thanks\?ref=MZ-[A-Z0-9]{6}#request-received$/);
    const reference = (await page.getByTestId("lead-reference").innerText()).trim();
    expect(reference).toMatch(REFERENCE);
    // No personal data in the address.
    expect(page.url()).not.toContain(encodeURIComponent(quote.name.split(" ")[0]));
    expect(page.url()).not.toContain("1234567");
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(page.locator(".summary-list")).toContainText("House moving");
    await expect(page.locator(".summary-list")).toContainText(`${shownDate(quote.moveDate)} (flexible)`);
    // The name and phone as typed, so a typo can be caught before we call.
    await expect(page.locator(".summary-list div").filter({ hasText: "Name" }).locator("dd")).toHaveText(quote.name);
    await expect(page.locator(".summary-list div").filter({ hasText: "Mobile" }).locator("dd")).toHaveText(quote.phone);
    await expect(page.getByText("Estimated price: Rs. 85,000 – Rs. 130,000")).toBeVisible();
    const whatsapp = decodeURIComponent((await page.getByTestId("thanks-whatsapp").getAttribute("href")) ?? "");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/923000000001\?text=/);
    expect(whatsapp).toContain(reference);
    expect(whatsapp).toContain("House moving, Lahore → Islamabad / Rawalpindi");
    expect(whatsapp).toContain("2 bedrooms");

    await logIn(page);
    const shown = await openLead(page, reference);
    expect(shown).toEqual({
      Name: quote.name,
      Phone: "0300-1234567",
      "E-mail": quote.email,
      Service: "House moving",
      "Moving from (city)": "Lahore",
      "Moving from (area)": quote.fromArea,
      "Moving to (city)": "Islamabad / Rawalpindi",
      "Moving to (area)": quote.toArea,
      "Preferred date": shownDate(quote.moveDate),
      "Dates flexible": "Yes",
      "Size of the move": "2 bedrooms",
      Floor: "3",
      "Lift available": "Yes",
      Extras: "Packing and materials, Transit insurance",
      Notes: quote.notes,
    });
    await expect(page.getByTestId("lead-whatsapp")).toHaveAttribute("href", new RegExp(`^https://wa\\.me/923001234567\\?text=.*${reference}`));
    await expect(page.getByRole("link", { name: /Call 0300-1234567/ })).toHaveAttribute("href", "tel:+923001234567");
  });

  test("a pasted Maps link in an area wraps in the summary at 320 and 360 px: no value is cut", async ({ page, javaScriptEnabled }) => {
    const link = "https://www.google.com/maps/place/DHA+Phase+5+Lahore/@31.4622557,74.4086361,15z/data=!3m1!4b1!4m6!3m5!1s0x3919";
    const quote = sampleQuote({ fromArea: link });
    await openBookForm(page, javaScriptEnabled);
    await fillQuote(page, quote, javaScriptEnabled);
    await sendButton(page).click();
    await expect(page.getByTestId("lead-reference")).toBeVisible();
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 });
      const box = await page.locator(".summary-list").boundingBox();
      const cut = await page.locator(".summary-list dd").evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.getBoundingClientRect().right > document.documentElement.clientWidth).map((cell) => cell.textContent),
      );
      expect(cut, `${width} px`).toEqual([]);
      expect(box!.x + box!.width, `${width} px`).toBeLessThanOrEqual(width);
    }
    await expect(page.locator(".summary-list")).toContainText(link);
  });

  test("a city page's 'Get a quote' opens the form with that city as where the move starts", async ({ page, javaScriptEnabled }) => {
    for (const [path, city, quote] of [["/moving-company-karachi", "karachi", "Get a quote"], ["/ur/moving-company-islamabad", "islamabad", "قیمت معلوم کریں"]] as const) {
      await page.goto(path);
      await page.locator(".content-aside").getByRole("link", { name: quote }).click();
      await expect(bookForm(page)).toHaveAttribute("data-mode", javaScriptEnabled ? "steps" : "plain");
      await expect(page.locator("#book-form select[name=fromCity]")).toHaveValue(city);
    }
    await page.goto("/moving-company-karachi");
    await expect(page.locator(".cta-band").getByRole("link").first()).toHaveAttribute("href", "/book?from=karachi");
  });

  test("?service= preselects the service", async ({ page, javaScriptEnabled }) => {
    await openBookForm(page, javaScriptEnabled, "/book?service=office");
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("office");
  });

  test("missing fields and an invalid phone show their messages and keep the other values", async ({ page, javaScriptEnabled }) => {
    const quote = sampleQuote({ name: "", phone: "12345" });
    await openBookForm(page, javaScriptEnabled);
    if (javaScriptEnabled) {
      // "Next" checks the step it is on, and stays there.
      await page.getByRole("button", { name: "Next" }).click();
      await expectFieldError(page.getByLabel("Service", { exact: true }), "Choose a service");
      await expect(stepHeading(page, 1)).toBeVisible();
      await expect(page.getByLabel("Service", { exact: true })).toBeFocused();
    }
    await fillQuote(page, quote, javaScriptEnabled);
    await sendButton(page).click();

    await expectFieldError(page.getByLabel("Your name"), "Name is required");
    await expectFieldError(page.getByLabel("Mobile number"), PHONE_MESSAGE);
    if (!javaScriptEnabled) {
      await expect(page.locator(".error-summary")).toContainText("Name is required");
      await expect(page.locator(".error-summary")).toContainText(PHONE_MESSAGE);
    }
    // Everything else is still there.
    await expect(page.getByLabel("Mobile number")).toHaveValue("12345");
    await expect(page.getByLabel("E-mail")).toHaveValue(quote.email);
    await expect(page.getByLabel("Anything else we should know?")).toHaveValue(quote.notes);
    if (javaScriptEnabled) await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Size of the move")).toHaveValue("2-bed");
    await expect(page.getByLabel("Transit insurance")).toBeChecked();
    await expect(page.getByLabel("There is a lift we can use")).toBeChecked();
    if (javaScriptEnabled) await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("house");
    await expect(page.getByRole("group", { name: "Moving from" }).getByLabel("Area or neighbourhood")).toHaveValue(quote.fromArea);
    await expect(page.getByLabel("Preferred moving date")).toHaveValue(quote.moveDate);
    await expect(page.getByLabel("My dates are flexible")).toBeChecked();
  });

  test("a date or 'flexible' is needed, and truck rental asks for a vehicle", async ({ page, javaScriptEnabled }) => {
    await openBookForm(page, javaScriptEnabled);
    await fillMoveStep(page, { service: "Pickup / truck rental (Shehzore, Mazda)", fromCity: "Karachi", toCity: "Karachi" });
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Next" }).click();
      await expectFieldError(page.getByLabel("Preferred moving date"), "Choose a date or tick “My dates are flexible”");
      await page.getByLabel("My dates are flexible").check();
      await page.getByRole("button", { name: "Next" }).click();
      // With JavaScript the size list becomes a vehicle list, and the estimate follows the choice.
      await page.getByLabel("Vehicle").selectOption({ label: "Truck: Mazda" });
      await expect(page.getByTestId("price-estimate")).toContainText("Estimated price: Rs. 12,000 – Rs. 20,000");
      await page.getByLabel("Vehicle").selectOption({ label: "Truck: Suzuki pickup" });
      await expect(page.getByTestId("price-estimate")).toContainText("Estimated price: Rs. 4,000 – Rs. 7,000");
    } else {
      await fillDetailsStep(page, { size: "2 bedrooms" });
      await fillContactStep(page, { name: "Bilal", phone: "03211234567" });
      await sendButton(page).click();
      await expectFieldError(page.getByLabel("Preferred moving date"), "Choose a date or tick “My dates are flexible”");
      await expectFieldError(page.getByLabel("Size of the move"), "Choose a vehicle: Suzuki pickup, Shehzore or Mazda");
      await expect(page.getByLabel("Your name")).toHaveValue("Bilal");
    }
  });

  test("no estimate where no rate applies (international moves)", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the live estimate needs JavaScript; without it the range shows on the confirmation page");
    await openBookForm(page, javaScriptEnabled);
    await fillMoveStep(page, { service: "International move", fromCity: "Lahore", toCity: "Other city", flexible: true });
    await page.getByRole("button", { name: "Next" }).click();
    await fillDetailsStep(page, { size: "3 bedrooms" });
    await expect(page.getByTestId("price-estimate")).toBeEmpty();
  });

  test("the hidden honeypot field is invisible to people, and a bot that fills it stores nothing", async ({ page, javaScriptEnabled }) => {
    await openBookForm(page, javaScriptEnabled);
    const honeypot = bookForm(page).locator('input[name="website_url"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).not.toBeInViewport();
    await expect(page.locator(".honeypot")).toHaveAttribute("aria-hidden", "true");

    const response = await page.request.post("/book", {
      form: {
        service: "house",
        fromCity: "lahore",
        toCity: "lahore",
        moveDate: futureDate(),
        propertySize: "1-bed",
        name: "Spam Bot",
        phone: "03001234567",
        website_url: "https://spam.example",
      },
      headers: { "X-Forwarded-For": freshIp() },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const reference = new URL(response.headers().location ?? "", "http://x").searchParams.get("ref") ?? "";
    expect(reference).toMatch(REFERENCE);
    await logIn(page);
    await page.goto("/leads");
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expect(page.getByRole("link", { name: reference, exact: true })).toHaveCount(0);
  });
});

/** With JavaScript, waits for Conform to take over the contact form (it turns the browser's bubbles off for good). */
async function openContactForm(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/contact");
  await expect(page.locator("#contact-form")).toHaveAttribute("novalidate", "");
  if (javaScriptEnabled) await expect(page.locator("#contact-form")).toHaveAttribute("data-enhanced", "true");
}

test.describe("/contact", () => {
  test("a message reaches the inline confirmation and the staff inbox with every field", async ({ page, javaScriptEnabled }) => {
    const tag = Math.random().toString(36).slice(2, 7);
    await openContactForm(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "CONTACT US", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our offices" })).toBeVisible();
    const form = page.locator("#contact-form");
    await form.getByLabel("Your name").fill(`Bilal Ahmed ${tag}`);
    await form.getByLabel("Mobile number").fill("+92 321 7654321");
    await form.getByLabel("Your message").fill(`Do you move pianos from Karachi to Lahore? (${tag})`);
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("heading", { name: "Thank you, your message has been sent" })).toBeVisible();
    const reference = (await page.getByTestId("lead-reference").innerText()).trim();
    expect(reference).toMatch(REFERENCE);
    await expect(page).toHaveURL(new RegExp(`/contact\\?sent=${reference}#message-form$`));

    await logIn(page);
    expect(await openLead(page, reference)).toEqual({
      Name: `Bilal Ahmed ${tag}`,
      Phone: "0321-7654321",
      "E-mail": "—",
      Message: `Do you move pianos from Karachi to Lahore? (${tag})`,
    });
  });

  test("without a phone or e-mail, or with a bad phone, the message says so and keeps the other values", async ({ page, javaScriptEnabled }) => {
    await openContactForm(page, javaScriptEnabled);
    const form = page.locator("#contact-form");
    await form.getByLabel("Your name").fill("Sara");
    await form.getByLabel("Your message").fill("Please call me about a move.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expectFieldError(form.getByLabel("Mobile number"), "Give a phone number or an e-mail address");
    await expect(form.getByLabel("Your name")).toHaveValue("Sara");
    await expect(form.getByLabel("Your message")).toHaveValue("Please call me about a move.");

    await form.getByLabel("Mobile number").fill("0300-12");
    await form.getByLabel("Your name").fill("");
    await form.getByRole("button", { name: "Send message" }).click();
    await expectFieldError(form.getByLabel("Mobile number"), PHONE_MESSAGE);
    await expectFieldError(form.getByLabel("Your name"), "Name is required");
    await expect(form.getByLabel("Your message")).toHaveValue("Please call me about a move.");
  });
});

test.describe("staff inbox", () => {
  test("needs a login", async ({ page }) => {
    await page.goto("/leads");
    await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirectTo: "/leads" })}`);
  });

  test("filters by type and status; a lead's status can be changed", async ({ page }) => {
    // A message sent straight to the /contact action, as a browser without JavaScript posts it.
    const sent = await page.request.post("/contact", {
      form: { name: "Filter Test", phone: "", email: "filter@example.com", message: "Status change test" },
      headers: { "X-Forwarded-For": freshIp() },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(302);
    const reference = new URL(sent.headers().location ?? "", "http://x").searchParams.get("sent") ?? "";
    expect(reference).toMatch(REFERENCE);

    await logIn(page);
    const response = await page.goto("/leads?type=contact&status=new");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByLabel("Type")).toHaveValue("contact");
    await expect(page.getByRole("link", { name: reference, exact: true })).toBeVisible();

    // The GET form filters.
    await page.getByLabel("Type").selectOption("quote");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/leads\?(q=&)?type=quote&status=new(&city=)?(&owner=&from=&to=)?$/);
    await expect(page.getByRole("link", { name: reference, exact: true })).toHaveCount(0);

    await page.goto("/leads?type=contact");
    await page.getByRole("link", { name: reference, exact: true }).click();
    await expect(page.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", /^mailto:filter@example\.com\?subject=/);
    await page.locator(".lead-pipeline-form").getByLabel("Status").selectOption({ label: "Contacted" });
    await page.locator(".lead-pipeline-form").getByRole("button", { name: "Save" }).click();
    await expectFlash(page, `${reference} saved: contacted.`);
    await expect(page.locator(".lead-meta .lead-badge")).toHaveText("Contacted");

    await page.goto("/leads?status=contacted");
    await expect(page.getByRole("link", { name: reference, exact: true })).toBeVisible();
    await page.goto("/leads?status=new&type=contact");
    await expect(page.getByRole("link", { name: reference, exact: true })).toHaveCount(0);
  });

  test("an unknown lead is a 404", async ({ page }) => {
    await logIn(page);
    const response = await page.goto("/leads/noSuchLead01");
    expect(response?.status()).toBe(404);
  });
});
