import { existsSync } from "node:fs";

/**
 * The Chromium that end-to-end tests and the bench's Lighthouse drive: the
 * one an environment variable names (PLAYWRIGHT_CHROMIUM_EXECUTABLE for the
 * tests, CHROME_PATH for the bench), else the system package
 * (`apt-get install chromium`), else none (Playwright then uses its own).
 */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export function chromiumPath(override: string | undefined): string | undefined {
  if (override) return override;
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** Flags for a headless run on a build or CI machine: no sandbox, GPU, background traffic or first-run work. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
