import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/lib/chromium";

/**
 * End-to-end tests against the production build, started the way `npm start`
 * starts it (tests/support/e2e/server.ts), in system Chromium. Two projects:
 * JavaScript on and JavaScript off, because every visitor form must work
 * without it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT || 4100);

const WRITES = ["**/admin-blog.spec.ts", "**/admin-autosave.spec.ts", "**/admin-revisions.spec.ts", "**/xss.spec.ts", "**/staff-comments.spec.ts", "**/leads-pipeline.spec.ts", "**/long-words.spec.ts", "**/fleet-payments.spec.ts", "**/dashboard.spec.ts", "**/move-page.spec.ts", "**/jobs.spec.ts", "**/move-aftercare.spec.ts"];

const executablePath = chromiumPath(process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".cache/test-reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace costs about a sixth of a test's time on a 2-core machine: recorded for a failed test's retry only (CI retries once).
    trace: "on-first-retry",
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  // Specs that publish posts run after the others, so lists, totals and
  // "newest post" stay stable while the read-only specs look at them.
  projects: [
    { name: "js", testIgnore: WRITES, use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "no-js", testIgnore: WRITES, use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
    {
      name: "js-writes",
      testMatch: WRITES,
      dependencies: ["js", "no-js"],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
    },
    {
      name: "no-js-writes",
      testMatch: WRITES,
      dependencies: ["js", "no-js"],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: "node --import tsx tests/support/e2e/server.ts",
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
