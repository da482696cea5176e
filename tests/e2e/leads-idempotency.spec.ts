import { expect, test } from "@playwright/test";
import { API_URL, apiLogin, freshIp, unique } from "../support/e2e/admin";
import { startStubStack, type StubStack } from "../support/e2e/stub-stack";

/** The stub stores at once but answers after the web app's timeout: sending again must confirm without a second lead. */
let stack: StubStack;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  stack = await startStubStack(API_URL, { API_TIMEOUT_MS: "1500" });
});

test.afterAll(async () => {
  await stack?.close();
});

test("a retry after a timed-out send returns the first reference and stores nothing new", async ({ page, request, javaScriptEnabled }) => {
  const firstReferences: string[] = [];
  let slowCalls = 0;
  stack.setHandler(async (req, res, body) => {
    if (req.method !== "POST" || !req.url?.startsWith("/api/sendEmail") || slowCalls > 0) return false;
    slowCalls++;
    // Stored by the real API at once…
    const stored = await fetch(`${API_URL}${req.url}`, {
      method: "POST",
      headers: Object.fromEntries(Object.entries(req.headers).filter(([name]) => !["host", "content-length", "connection"].includes(name)) as [string, string][]),
      body,
    });
    const answer = await stored.text();
    firstReferences.push((JSON.parse(answer) as { reference: string }).reference);
    // …but answered only after the web app has given up.
    await new Promise((r) => setTimeout(r, 3_000));
    if (!res.destroyed) res.writeHead(stored.status, { "content-type": "application/json" }).end(answer);
    return true;
  });

  const name = unique("Retry visitor");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  await page.goto(`${stack.webUrl}/contact`);
  const form = page.locator("#contact-form");
  if (javaScriptEnabled) await expect(form).toHaveAttribute("data-enhanced", "true");
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("E-mail").fill("retry@example.com");
  await form.getByLabel("Your message").fill("Two-bedroom flat, DHA to Gulberg.");
  await form.getByRole("button", { name: "Send message" }).click();

  // Told honestly that it may have arrived, never that it failed; values kept.
  const problem = form.locator(".send-problem");
  await expect(problem).toContainText("your request may have reached us. Press Send again to check: it will not be sent twice");
  await expect(problem).not.toContainText("could not send");
  await expect(form.getByLabel("Your message")).toHaveValue("Two-bedroom flat, DHA to Gulberg.");
  expect(firstReferences).toHaveLength(1);

  // The visitor tries again: the API is quick now.
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, your message has been sent" })).toBeVisible();
  await expect(page.getByTestId("lead-reference")).toHaveText(firstReferences[0]!);

  // One lead, not two.
  const token = await apiLogin(request);
  const leads = (await (await request.get(`${API_URL}/api/leads?type=contact`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    leads: Array<{ name: string; reference: string }>;
  };
  expect(leads.leads.filter((lead) => lead.name === name).map((lead) => lead.reference)).toEqual([firstReferences[0]]);
});

test("two visitors shown the same cached form each get their own lead", async ({ browser }) => {
  // The rendered-page cache may give two visitors one page, and so one key: different content is a different request.
  const page = await browser.newPage();
  await page.goto(`${stack.webUrl}/contact`);
  const key = await page.locator('input[name="idempotencyKey"]').first().inputValue();
  expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  const references: string[] = [];
  for (const visitor of ["Visitor A", "Visitor B"]) {
    const answer = await page.request.post(`${stack.webUrl}/contact`, {
      form: { name: unique(visitor), email: "shared@example.com", message: `Hello from ${visitor}`, idempotencyKey: key, website_url: "" },
      headers: { "X-Forwarded-For": freshIp(), Origin: stack.webUrl },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    references.push(new URL(answer.headers().location ?? "", stack.webUrl).searchParams.get("sent") ?? "");
  }
  expect(references[0]).not.toBe(references[1]);
  await page.close();
});
