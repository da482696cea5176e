import { defineConfig } from "vitest/config";
import { importAliases } from "./scripts/aliases";

/**
 * Unit tests (beside the code) and integration tests (API over real HTTP on a
 * real SQLite file, and on PostgreSQL when TEST_DATABASE_URL is set). Kept
 * apart from vite.config.ts so tests do not start the Remix plugin.
 */
export default defineConfig({
  resolve: {
    alias: importAliases,
  },
  test: {
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "api/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts", "deploy/**/*.test.ts", "shared/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: ".cache/test-reports/vitest.json" },
  },
});
