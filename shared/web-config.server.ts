import { z } from "zod";

/**
 * The web process's configuration: every environment variable the web server
 * (server/main.ts) and the Remix app it renders read, in one schema parsed
 * once. A bad value stops the server at start with every bad variable named,
 * instead of failing on some later request. Nothing else in the web process
 * reads process.env for settings. The API's settings are in api/config.ts.
 *
 * NODE_ENV defaults to production: a server started by hand without it gets
 * the safe behaviour (a session secret required, Secure cookies, no error
 * details in pages). `npm run dev` sets development and vitest sets test.
 *
 * The server and the app are two bundles (build/web/server.js and
 * build/server/index.js), each with its own copy of this module: each reads
 * the same process.env through this one schema once. The server reads it
 * before it loads the app, so a bad value never gets as far as a request.
 */

/** An API call gives up after 10 s (docs/requirements.md, Constants). */
export const DEFAULT_API_TIMEOUT_MS = 10_000;
/** Anonymous public reads and rendered pages are shared this long by default. */
const DEFAULT_PUBLIC_CACHE_MS = 2_000;

const NO_SESSION_SECRET =
  "SESSION_SECRET is not set. npm start generates one in DATA_DIR; when several web instances run, give every one the same secret (README, Scaling out), or a staff session made on one is refused by the others";

const ms = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);
const positiveMs = (fallback: number, max: number) => ms(fallback, max).refine((value) => value > 0, "must be more than 0");
const flag = z.enum(["true", "false"]);
const url = z.url({ protocol: /^https?$/ });
const withoutTrailingSlash = (value: string) => value.replace(/\/$/, "");

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    // The web server.
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().optional(),
    /** Parsed by server/trust-proxy.ts, which names what is wrong with it. */
    TRUST_PROXY: z.string().optional(),
    ACCESS_LOG: flag.default("true"),
    SHUTDOWN_GRACE_MS: ms(10_000, 3_600_000),
    LOG_FORMAT: z.enum(["text", "json"]).default("text"),
    // Long enough that it cannot be guessed by trying.
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    // The Remix app.
    /** Where the API is (loopback by default). */
    API_URL: url.default("http://127.0.0.1:4000").transform(withoutTrailingSlash),
    API_TIMEOUT_MS: positiveMs(DEFAULT_API_TIMEOUT_MS, 600_000),
    /** How long anonymous public reads and rendered pages are shared (0 = off). */
    PUBLIC_CACHE_MS: ms(DEFAULT_PUBLIC_CACHE_MS, 3_600_000),
    /** The jsdom sanitizer worker stops after this long without work. */
    SANITIZER_IDLE_MS: positiveMs(3_000, 3_600_000),
    /** Cookie signing secrets, comma-separated, the first signs; required in production. */
    SESSION_SECRET: z.string().optional(),
    COOKIE_SECURE: flag.optional(),
    /** Public address (canonical links, sitemap, share links, accepted Origin); site.json's when unset. */
    SITE_URL: url.optional().transform((value) => (value === undefined ? undefined : withoutTrailingSlash(value))),
    /** Reverse geocoding for "Use my location" (BigDataCloud's client endpoint when unset). */
    REVERSE_GEOCODE_URL: url.optional(),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV === "production" && !config.SESSION_SECRET?.trim()) {
      context.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: NO_SESSION_SECRET });
    }
  });

export type WebConfig = z.infer<typeof schema>;

class BadConfiguration extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BadConfiguration";
  }
}

/** Validates an environment; throws BadConfiguration naming every bad variable. */
export function parseWebConfig(raw: Record<string, string | undefined>): WebConfig {
  // An empty value means "unset", as in a systemd unit or a .env file.
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ""));
  const result = schema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new BadConfiguration(`Bad configuration of the web app: ${problems.join("; ")}`);
  }
  return result.data;
}

let current: WebConfig | undefined;

/** The validated configuration, read from process.env on first use. */
export function webConfig(): WebConfig {
  current ??= parseWebConfig(process.env);
  return current;
}

/** Tests that change process.env between cases read it again. */
export function rereadWebConfigForTests(): void {
  current = undefined;
}
