import { defineConfig } from "vitest/config";
import { importAliases } from "./scripts/aliases";

/**
 * Unit tests (beside the code) and integration tests (API over real HTTP on a
 * real SQLite file, and on PostgreSQL when TEST_DATABASE_URL is set). Kept
 * apart from vite.config.ts so tests do not start the Remix plugin.
 */
const ALL = ["app/**/*.test.{ts,tsx}", "api/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts", "deploy/**/*.test.ts", "shared/**/*.test.ts", "bench/**/*.test.ts"];

/** Files with time bounds, load of their own, or a rebuild of build/ (content-build). */
const ALONE = [
  "tests/integration/content-build.test.ts",
  "tests/integration/scale-out.test.ts",
  "tests/integration/web-server.test.ts",
  "tests/integration/web-server-costs.test.ts",
  "tests/integration/web-server-fair-cost.test.ts",
  "tests/integration/web-fuzz-cost.test.ts",
  "tests/integration/hardening-crash.test.ts",
  "tests/integration/hardening-fuzz.test.ts",
  "tests/integration/hardening-limits.test.ts",
  "tests/integration/hardening-postgres-restart.test.ts",
  "tests/integration/hung-api.test.ts",
  "tests/integration/api-mail.test.ts",
  "tests/integration/shared-state.test.ts",
  "tests/integration/front-cache.test.ts",
  "tests/integration/api-moves.test.ts",
];

export default defineConfig({
  resolve: {
    alias: importAliases,
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default on 2 cores is one file at a time.
    maxWorkers: 2,
    minWorkers: 1,
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: ".cache/test-reports/vitest.json" },
    // Two groups, one after the other: most files two at a time, then the
    // ones that measure time or load the machine (or rebuild build/). Vitest
    // 3.2 has one worker count per run, so `npm test` (scripts/test.ts) runs
    // "alone" as its own run with --maxWorkers=1: no neighbour makes their
    // bounds flaky.
    projects: [
      {
        extends: true,
        test: { name: "shared", include: ALL, exclude: ALONE, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: "alone", include: ALONE, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
