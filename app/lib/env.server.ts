import { z } from "zod";

/**
 * The web app's configuration (issue 15): every environment variable the
 * Remix app reads, validated once with zod. A bad value stops the server at
 * start with the variable named, instead of failing on some later request.
 * Everything else imports `env()`; nothing else reads process.env. The web
 * server's own settings (PORT, HOST, TRUST_PROXY, …) are in server/main.ts;
 * the API's in api/config.ts.
 */
/** Spec §9: an API call gives up after 10 s. */
export const DEFAULT_API_TIMEOUT_MS = 10_000;
/** Anonymous public reads and rendered pages are shared this long by default. */
export const DEFAULT_PUBLIC_CACHE_MS = 2_000;

const ms = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);
const flag = z.enum(["true", "false"]).optional();
const url = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Where the API is (loopback by default). */
  API_URL: url.default("http://127.0.0.1:4000").transform((value) => value.replace(/\/$/, "")),
  /** Every API call gives up after this long (spec §9: 10 000 ms). */
  API_TIMEOUT_MS: ms(DEFAULT_API_TIMEOUT_MS, 600_000).refine((value) => value > 0, "must be more than 0"),
  /** How long anonymous public reads and rendered pages are shared (0 = off). */
  PUBLIC_CACHE_MS: ms(DEFAULT_PUBLIC_CACHE_MS, 3_600_000),
  /** The jsdom sanitizer worker stops after this long without work. */
  SANITIZER_IDLE_MS: ms(3_000, 3_600_000).refine((value) => value > 0, "must be more than 0"),
  /** Cookie signing secrets, comma-separated, first signs (required in production). */
  SESSION_SECRET: z.string().optional(),
  COOKIE_SECURE: flag,
  /** Public address (canonical links, sitemap, share links); site.json's when unset. */
  SITE_URL: url.optional().transform((value) => value?.replace(/\/$/, "")),
  /** Reverse geocoding for "Use my location" (the spec's BigDataCloud endpoint when unset). */
  REVERSE_GEOCODE_URL: url.optional(),
});

export type WebEnv = z.infer<typeof envSchema>;

export class BadConfiguration extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BadConfiguration";
  }
}

/** Validates an environment; throws BadConfiguration naming every bad variable. */
export function parseWebEnv(raw: Record<string, string | undefined>): WebEnv {
  // An empty value means "unset", as in a systemd unit or a .env file.
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new BadConfiguration(`Bad configuration of the web app: ${problems.join("; ")}`);
  }
  if (result.data.NODE_ENV === "production" && !result.data.SESSION_SECRET?.trim()) {
    throw new BadConfiguration("Bad configuration of the web app: SESSION_SECRET is not set (npm start generates one in DATA_DIR)");
  }
  return result.data;
}

let current: WebEnv | undefined;

/** The validated configuration, read from process.env on first use. */
export function env(): WebEnv {
  current ??= parseWebEnv(process.env);
  return current;
}

/** Tests that change process.env between cases read it again. */
export function rereadEnvForTests(): void {
  current = undefined;
}
