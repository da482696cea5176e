import { expect, test } from "@playwright/test";
import { API_URL, apiCreateBlog, apiDeleteBlog, apiLogin, expectFlash, freshIp, logIn, unique } from "../support/e2e/admin";
import { E2E_ADMIN } from "../support/e2e/env";

/**
 * Staff login, logout and the protected routes (docs/requirements.md, Routes).
 * Runs with JavaScript on and off (two projects).
 */
const PROTECTED = ["/blog-list", "/blog-create", "/blog-edit/someBlogId01", "/blog-list/delete/someBlogId01"];

test.describe("login page", () => {
  test("without a session, every staff page sends the visitor to /login and back after logging in", async ({ page }) => {
    for (const path of PROTECTED) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirectTo: path })}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff login");
    }
    await page.goto(`/login?${new URLSearchParams({ redirectTo: "/blog-create" })}`);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL("/blog-create");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New blog post");
  });

  test("success: toast 'User Login' and the blog list", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL("/blog-list");
    await expectFlash(page, "User Login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog posts");
    await expect(page.getByText(`Signed in as ${E2E_ADMIN.name}`)).toBeVisible();
  });

  test("a wrong password: 'Unauthorized: Invalid email or password.' under the form, email kept", async ({ page, javaScriptEnabled }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.locator("#login-form-error, [role=alert]").filter({ hasText: "Unauthorized: Invalid email or password." })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(E2E_ADMIN.email);
    // The password never comes back from the server (with JavaScript the field is simply left as typed).
    if (!javaScriptEnabled) await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password then the right one: the old error toast does not follow onto the staff pages", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "toasts need JavaScript");
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    const oldError = page.getByText("Unauthorized: Invalid email or password.");
    await expect(oldError.first()).toBeVisible();
    // Within the error toast's 4 s: the right password.
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL("/blog-list");
    await expectFlash(page, "User Login");
    // Dismissed as the login page goes (gone after its 1 s exit), not left to run out its 4 s over the navigation.
    await expect(oldError).toHaveCount(0, { timeout: 1_500 });
  });

  test("too many failures: the API's throttle message is shown", async ({ page }) => {
    const ip = freshIp();
    const email = `nobody-${Date.now()}-${Math.random().toString(36).slice(2)}@e2e.example`;
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
    // Five failures (the limit per account and address) straight to the action, then one through the page.
    for (let i = 0; i < 5; i++) {
      const response = await page.request.post("/login", { form: { email, password: "wrong" }, headers: { "X-Forwarded-For": ip } });
      expect(response.status()).toBe(401);
    }
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /Too many failed login attempts/ })).toBeVisible();
  });

  test("empty fields: 'Email is required' and 'Password is required'", async ({ page }) => {
    // With JavaScript or without, the server's messages beside the fields (no browser bubbles: the form is noValidate);
    // `required` stays for assistive technology.
    await page.goto("/login");
    await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    const response = await page.request.post("/login", { form: { email: "", password: "" } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Email is required");
    expect(html).toContain("Password is required");
  });

  test("a visitor who is already logged in and opens /login goes to the home page", async ({ page }) => {
    await logIn(page);
    await page.goto("/login");
    await expect(page).toHaveURL("/");
  });
});

test.describe("logout and dead tokens", () => {
  test("Log out revokes the token: the old cookie, replayed, behaves like no session", async ({ page, context }) => {
    await logIn(page);
    await page.goto("/blog-list");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog posts");
    const saved = (await context.cookies()).filter((cookie) => cookie.name === "__session");
    expect(saved).toHaveLength(1);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/login");
    await expectFlash(page, "You have been logged out.");
    expect((await context.cookies()).some((cookie) => cookie.name === "__session")).toBe(false);

    await context.addCookies(saved);
    await page.goto("/blog-list");
    await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirectTo: "/blog-list" })}`);
    // The dead session was cleared on the way, so /login shows the form rather than bouncing to /.
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  });

  test("a token revoked at the API (POST /api/logout) is refused afterwards", async ({ request }) => {
    const token = await apiLogin(request);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request.get(`${API_URL}/api/me`, { headers: auth })).status()).toBe(200);
    expect((await request.post(`${API_URL}/api/logout`, { headers: auth })).status()).toBe(200);
    expect((await request.get(`${API_URL}/api/me`, { headers: auth })).status()).toBe(401);
  });

  test("GET /logout changes nothing and goes home", async ({ page }) => {
    await logIn(page);
    await page.goto("/logout");
    await expect(page).toHaveURL("/");
    await page.goto("/blog-list");
    await expect(page).toHaveURL("/blog-list");
  });
});

test.describe("staff pages are private", () => {
  test("Cache-Control: private, no-store and robots noindex on every staff page", async ({ page, request }) => {
    await logIn(page);
    const token = await apiLogin(request);
    // A draft: this project runs beside the public list's tests, which count posts.
    const blog = await apiCreateBlog(request, token, unique("Private headers"), "draft");
    try {
      for (const path of ["/login", "/blog-list", "/blog-create", `/blog-edit/${blog._id}`, `/blog-list/delete/${blog._id}`]) {
        const response = await page.request.get(path, { maxRedirects: 0 });
        if (path === "/login") {
          // Logged in: /login redirects; check it logged out below.
          expect(response.status()).toBe(302);
          continue;
        }
        expect(response.status(), path).toBe(200);
        expect(response.headers()["cache-control"], path).toBe("private, no-store");
        expect(await response.text(), path).toContain('<meta name="robots" content="noindex, nofollow"');
      }
      const login = await request.get("/login");
      expect(login.headers()["cache-control"]).toBe("private, no-store");
      expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"');
    } finally {
      await apiDeleteBlog(request, token, blog._id);
    }
  });
});

test("a public page seen by signed-in staff is theirs alone: private, never from the shared page cache", async ({ page }) => {
  const anonymous = await page.request.get("/about");
  expect(anonymous.headers()["cache-control"]).toMatch(/^public\b/);
  expect(anonymous.headers()["x-cache"]).toMatch(/^(HIT|MISS|STALE)$/);

  await logIn(page);
  const response = await page.goto("/about");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-cache"]).toBeUndefined();
});
