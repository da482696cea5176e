import { existsSync } from "node:fs";

/** PLAYWRIGHT_CHROMIUM_EXECUTABLE (tests) or CHROME_PATH (bench), else the system package, else Playwright's own. */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export function chromiumPath(override: string | undefined): string | undefined {
  if (override) return override;
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
