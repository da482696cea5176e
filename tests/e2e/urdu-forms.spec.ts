import { expect, test, type Page } from "@playwright/test";
import { ur } from "../../app/i18n/ur";
import { API_URL, apiLogin, freshIp, logIn } from "../support/e2e/admin";
import { expectNoViolations } from "../support/e2e/axe";
import { expectFieldError, futureDate, openLead } from "../support/e2e/leads";
import { overflowProblems } from "../support/e2e/overflow";

/** Numbers inside Urdu messages are wrapped in left-to-right isolates (app/i18n/field-errors.server.ts). */
const LRI = "\u2066";
const PDI = "\u2069";
const REFERENCE = /^MZ-[A-Z0-9]{6}$/;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

const bookField = (page: Page, name: string) => page.locator(`#book-form [name="${name}"]`);
const contactField = (page: Page, name: string) => page.locator(`#contact-form [name="${name}"]`);

test.describe("/ur/book", () => {
  test("empty steps get Urdu errors; a sent request gets the Urdu thank-you page and reaches staff as Urdu", async ({ page, javaScriptEnabled }) => {
    await page.goto("/ur/book");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.locator("#book-form")).toHaveAttribute("data-mode", javaScriptEnabled ? "steps" : "plain");
    await expect(bookField(page, "phone")).toHaveAttribute("dir", "ltr");
    await expect(bookField(page, "email")).toHaveAttribute("dir", "ltr");
    // The city pickers speak Urdu too (label and first option).
    await expect(bookField(page, "fromCity")).toHaveAccessibleName(new RegExp(ur["book.city"]));
    await expect(bookField(page, "fromCity").locator("option").first()).toHaveText(ur["book.chooseCity"]);

    // Nothing filled in: the first step's fields (JS) or every field (no JS) in Urdu.
    if (javaScriptEnabled) await page.getByRole("button", { name: ur["book.next"], exact: true }).click();
    else await page.getByRole("button", { name: ur["book.submit"] }).click();
    await expectFieldError(bookField(page, "service"), ur["error.service"]);
    await expectFieldError(bookField(page, "fromCity"), ur["error.fromCity"]);
    await expectFieldError(bookField(page, "moveDate"), ur["error.dateOrFlexible"]);
    if (!javaScriptEnabled) {
      await expectFieldError(bookField(page, "name"), ur["error.nameRequired"]);
      await expect(page.locator(".error-summary-title")).toHaveText(new RegExp(`^${ur["form.correctMany"].replace("{count}", "\\d+")}$`));
    }

    const tag = Math.random().toString(36).slice(2, 7);
    await bookField(page, "service").selectOption("house");
    await bookField(page, "fromCity").selectOption("lahore");
    await bookField(page, "toCity").selectOption("islamabad");
    await bookField(page, "moveDate").fill(futureDate());
    if (javaScriptEnabled) await page.getByRole("button", { name: ur["book.next"], exact: true }).click();
    await bookField(page, "propertySize").selectOption("2-bed");
    if (javaScriptEnabled) await page.getByRole("button", { name: ur["book.next"], exact: true }).click();
    await bookField(page, "name").fill(`عائشہ ${tag}`);
    await bookField(page, "phone").fill("0300-12");
    await page.getByRole("button", { name: ur["book.submit"] }).click();
    await expectFieldError(bookField(page, "phone"), `پاکستانی موبائل نمبر لکھیں، جیسے ${LRI}0300-1234567${PDI}`);

    await bookField(page, "phone").fill("0300-1234567");
    await page.getByRole("button", { name: ur["book.submit"] }).click();
    await expect(page).toHaveURL(/\/ur\/book\/thanks\?ref=MZ-[A-Z0-9]{6}#request-received$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: ur["thanks.received"] })).toBeVisible();
    const reference = (await page.getByTestId("lead-reference").innerText()).trim();
    expect(reference).toMatch(REFERENCE);
    await expect(page.locator(".summary-list")).toContainText(ur["option.service.house"]);
    await expect(page.locator(".summary-list")).toContainText(ur["option.size.2-bed"]);
    await expect(page.getByRole("link", { name: ur["thanks.moveLink"] })).toHaveAttribute("href", /^\/ur\/move\/[A-Za-z0-9_-]{43}$/);
    const whatsapp = decodeURIComponent((await page.getByTestId("thanks-whatsapp").getAttribute("href")) ?? "");
    expect(whatsapp).toContain(`السلام علیکم! میں نے آپ کی ویب سائٹ پر قیمت کی درخواست بھیجی ہے، ریفرنس ${reference}:`);

    await logIn(page);
    await openLead(page, reference);
    await expect(page.getByTestId("lead-language")).toHaveText("Urdu");
  });
});

test.describe("/ur/contact", () => {
  test("a message without a way to reach, then with a bad phone, gets Urdu errors; sent, an Urdu confirmation", async ({ page, javaScriptEnabled }) => {
    await page.goto("/ur/contact");
    if (javaScriptEnabled) await expect(page.locator("#contact-form")).toHaveAttribute("data-enhanced", "true");
    await expect(contactField(page, "phone")).toHaveAttribute("dir", "ltr");
    const send = page.getByRole("button", { name: ur["contactForm.submit"] });

    await send.click();
    await expectFieldError(contactField(page, "name"), ur["error.nameRequired"]);
    await expectFieldError(contactField(page, "phone"), ur["error.phoneOrEmail"]);
    await expectFieldError(contactField(page, "message"), ur["error.messageRequired"]);

    const tag = Math.random().toString(36).slice(2, 7);
    await contactField(page, "name").fill(`بلال ${tag}`);
    await contactField(page, "message").fill(`کیا آپ کراچی سے لاہور فریج لے جاتے ہیں؟ (${tag})`);
    await contactField(page, "phone").fill("0300-12");
    await send.click();
    await expectFieldError(contactField(page, "phone"), `پاکستانی موبائل نمبر لکھیں، جیسے ${LRI}0300-1234567${PDI}`);

    await contactField(page, "phone").fill("+92 321 7654321");
    await send.click();
    await expect(page.getByRole("heading", { name: ur["contactForm.sent"] })).toBeVisible();
    const reference = (await page.getByTestId("lead-reference").innerText()).trim();
    expect(reference).toMatch(REFERENCE);
    await expect(page).toHaveURL(new RegExp(`/ur/contact\\?sent=${reference}#message-form$`));

    await logIn(page);
    await openLead(page, reference);
    await expect(page.getByTestId("lead-language")).toHaveText("Urdu");
  });
});

test.describe("/ur/estimate", () => {
  test("an Urdu lead's estimate is Urdu to its letterhead, with the address, phone and e-mail left to right, and is accepted in Urdu", async ({ page, request, javaScriptEnabled }) => {
    const auth = { Authorization: `Bearer ${await apiLogin(request)}` };
    const name = `بلال ${Math.random().toString(36).slice(2, 7)}`;
    const sent = await request.post(`${API_URL}/api/sendQuote`, {
      headers: { "X-Forwarded-For": freshIp() },
      data: { name, phone: `0302-${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`, email: "", service: "house", fromCity: "karachi", fromArea: "گلشن اقبال", toCity: "lahore", toArea: "", moveDate: futureDate(), flexibleDate: false, propertySize: "2-bed", floor: 1, lift: false, extras: [], notes: "", language: "ur" },
    });
    expect(sent.status()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    const found = (await (await request.get(`${API_URL}/api/leads?q=${reference}`, { headers: auth })).json()) as { leads: { _id: string }[] };
    const estimate = await request.post(`${API_URL}/api/leads/${found.leads[0]!._id}/estimates`, { headers: auth, data: { lines: [{ description: "شہزور اور عملہ", amount: 60_000 }], validUntil: futureDate(7) } });
    expect(estimate.status()).toBe(201);
    const { path } = (await estimate.json()) as { path: string };

    await page.setViewportSize({ width: 360, height: 800 });
    // The link staff send is the English address; the Urdu lead's customer lands on the Urdu page.
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/ur${path}$`));
    const letterhead = page.locator(".estimate-letterhead");
    await expect(letterhead).toContainText(ur["site.companyName"]);
    await expect(letterhead).toContainText(ur["office.karachi.name"]);
    await expect(letterhead).toContainText(ur["office.karachi.hours"]);
    for (const english of ["Manzil Packers", "Karachi office", "Mon–Sat"]) await expect(letterhead).not.toContainText(english);
    // What stays in Latin letters or digits reads left to right inside the Urdu lines.
    await expect(letterhead.locator('bdi[lang="en"]')).toHaveText("Plot 45, Shahrah-e-Faisal, PECHS Block 6, Karachi 75400, Sindh");
    await expect(letterhead.locator('.phone-number[dir="ltr"]')).toHaveText("0300-0000002");
    await expect(letterhead.locator("bdi", { hasText: "info@manzilmovers.example" })).toHaveText("info@manzilmovers.example");
    await expect(page.getByTestId("estimate-validity")).toContainText(ur["office.karachi.name"]);
    expect(await overflowProblems(page)).toEqual([]);
    if (javaScriptEnabled) await expectNoViolations(page, ".estimate-page");

    await page.getByLabel(ur["estimate.acceptName"]).fill(name);
    await page.getByRole("button", { name: ur["estimate.accept"] }).click();
    const accepted = page.getByTestId("estimate-accepted");
    await expect(accepted).toContainText(ur["estimate.booked"]);
    // The day it was accepted is written in Urdu too: no English month.
    await expect(accepted).not.toContainText(/[A-Za-z]/);
  });
});

test.describe("/ur/blogs", () => {
  // A post of the Urdu demo seed (api/seed/posts-ur.ts).
  const URDU_TITLE = "شہزور یا ٹرک؟ اپنے سامان کے لیے صحیح گاڑی کیسے چنیں";

  test("lists Urdu posts only, and an Urdu post's page is right to left in Urdu", async ({ page }) => {
    await page.goto("/ur/blogs");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ur["blog.title"]);
    const card = page.locator(".blog-card").filter({ hasText: URDU_TITLE });
    await expect(card).toHaveCount(1);
    // ur-PK dates: month names in Urdu.
    await expect(card.locator("time")).toHaveText(/[\u0600-\u06FF]/);
    await card.getByRole("link", { name: URDU_TITLE, exact: true }).click();

    await expect(page).toHaveURL(/\/ur\/blog\/[^/]+\/[a-z0-9-]+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(URDU_TITLE);
    await expect(page.locator("#leave-comment")).toHaveText(ur["comments.leave"]);
    await expect(page.getByRole("navigation", { name: ur["post.shareLabel"] })).toBeVisible();
    // Its own canonical address is the /ur one, and search engines are told it is Urdu.
    const path = new URL(page.url()).pathname;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ur_PK");

    // The English list stays English.
    await page.goto("/blogs");
    await expect(page.locator(".blog-card").first()).toBeVisible();
    await expect(page.locator(".blog-card").filter({ hasText: URDU_TITLE })).toHaveCount(0);
  });
});
