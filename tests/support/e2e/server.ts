import { rmSync } from "node:fs";
import path from "node:path";
import { E2E_ADMIN, E2E_DATA_DIR } from "./env";

/**
 * Starts the site for Playwright exactly as `npm start` does, on its own
 * ports, with a fresh data directory (so the seed runs every time) and a
 * known staff account.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = path.join(root, E2E_DATA_DIR);
rmSync(dataDir, { recursive: true, force: true });

process.env.PORT = process.env.E2E_PORT || "3100";
process.env.API_PORT = process.env.E2E_API_PORT || "4100";
process.env.API_URL = `http://127.0.0.1:${process.env.API_PORT}`;
process.env.DATA_DIR = dataDir;
process.env.ADMIN_EMAIL = E2E_ADMIN.email;
process.env.ADMIN_PASSWORD = E2E_ADMIN.password;
process.env.ADMIN_NAME = E2E_ADMIN.name;
process.env.SITE_URL = `http://127.0.0.1:${process.env.PORT}`;
// The test runner plays the reverse proxy: each test visitor's X-Forwarded-For is believed
// from loopback, so per-visitor limits stay per test. (The server trusts nobody by default;
// tests/integration/web-server-*.test.ts cover both settings.)
process.env.TRUST_PROXY = "loopback";
// Many specs send the one sample phone number; each test's own address is still limited.
process.env.RATE_LIMIT_LEADS_PER_10_MINUTES ??= "1000";
// Tests step past a scheduled publish time with PUT /api/test/clock instead of sleeping.
process.env.API_TEST_CLOCK = "1";

await import("../../../scripts/start");
