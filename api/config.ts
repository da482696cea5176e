import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { type OfficeHours, parseOfficeHours, widestOfficeHours } from "./contract/office-hours";
import { proxyEntryProblem } from "./lib/client-ip";
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from "./lib/logger";

/** Read once at start; a bad value stops the process with the variable named. */

const MiB = 1024 * 1024;
/** The checkout this file runs from: api/config.ts, or the bundle in build/api/ (see scripts/build-node-bundles.ts). */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 4; up++) {
    if (existsSync(path.join(dir, "content/site.json"))) return dir;
    dir = path.dirname(dir);
  }
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
}
const projectRoot = findProjectRoot();

/** The hour (Pakistan time) day-before reminders are e-mailed when site.json does not say. */
const DEFAULT_REMINDER_EMAIL_HOUR = 16;

function siteDefaults(): { email: string; companyName: string; siteUrl: string; officeHours: OfficeHours; reminderEmailHour: number } {
  try {
    const site = JSON.parse(readFileSync(path.join(projectRoot, "content/site.json"), "utf8")) as {
      email?: unknown;
      companyName?: unknown;
      siteUrl?: unknown;
      offices?: Array<{ hours?: unknown }>;
      reminders?: { emailHour?: unknown };
    };
    const hour = site.reminders?.emailHour;
    const hours = (Array.isArray(site.offices) ? site.offices : []).flatMap((office) => {
      const parsed = typeof office?.hours === "string" ? parseOfficeHours(office.hours) : null;
      return parsed ? [parsed] : [];
    });
    return {
      officeHours: widestOfficeHours(hours),
      email: typeof site.email === "string" ? site.email : "info@manzilmovers.example",
      companyName: typeof site.companyName === "string" ? site.companyName : "Manzil Packers & Movers",
      siteUrl: typeof site.siteUrl === "string" ? site.siteUrl : "http://localhost:3000",
      reminderEmailHour: Number.isInteger(hour) && (hour as number) >= 0 && (hour as number) <= 23 ? (hour as number) : DEFAULT_REMINDER_EMAIL_HOUR,
    };
  } catch {
    return {
      email: "info@manzilmovers.example",
      companyName: "Manzil Packers & Movers",
      siteUrl: "http://localhost:3000",
      officeHours: widestOfficeHours([]),
      reminderEmailHour: DEFAULT_REMINDER_EMAIL_HOUR,
    };
  }
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const int = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);
const positive = (fallback: number, max: number) =>
  z.coerce.number({ error: "must be a number" }).positive("must be above 0").max(max, `must be at most ${max}`).default(fallback);
const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((value) => (value === undefined || value === "" ? fallback : ["true", "1", "yes"].includes(value)));

const emailList = z
  .string()
  .trim()
  .transform((value) => value.split(",").map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.email("must be e-mail addresses separated by commas")).min(1));

const envSchema = z
  .object({
  API_PORT: int(4000, 0, 65535),
  API_HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql:// (leave unset for SQLite)")
      .optional(),
  ),
  /** PostgreSQL schema to use (search_path); tests use one per test file. */
  DATABASE_SCHEMA: optionalText.pipe(z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case SQL identifier").optional()),
  UPLOAD_DIR: optionalText,
  /** Uploads in an S3-compatible bucket instead of UPLOAD_DIR when S3_BUCKET is set (ADR 019). */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url("must be a URL such as https://s3.eu-central-1.amazonaws.com").optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool(false),
  /** A journalled upload younger than this may belong to a save still running somewhere; older ones are settled. */
  UPLOAD_CLEANUP_AFTER_MINUTES: z.coerce.number({ error: "must be a number" }).min(0, "must be at least 0").max(24 * 60).default(15),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email("must be an e-mail address")).default("admin@manzilmovers.example"),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, "must be at least 12 characters").max(1024).optional()),
  ADMIN_NAME: z.string().trim().min(1).max(100).default("Admin"),
  SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL").optional()),
  LEADS_NOTIFY_TO: optionalText.pipe(emailList.optional()),
  MAIL_FROM: optionalText,
  /** The public site address, for links in customer e-mails (the web app reads the same variable). */
  SITE_URL: optionalText,
  MAX_UPLOAD_BYTES: int(5 * MiB, 1024, 100 * MiB),
  MAX_UPLOAD_FILES: int(10, 1, 50),
  MAX_IMAGE_PIXELS: int(40_000_000, 10_000, 500_000_000),
  /** Addresses or CIDR ranges (10.0.0.0/8) of the web instances, which may set X-Forwarded-For. */
  TRUSTED_PROXY: z
    .string()
    .default("127.0.0.1,::1")
    .transform((value) => value.split(",").map((part) => part.trim()).filter(Boolean))
    .superRefine((entries, ctx) => {
      for (const entry of entries) {
        const problem = proxyEntryProblem(entry);
        if (problem) ctx.addIssue({ code: "custom", message: `${problem} (use addresses or ranges such as 10.0.0.0/8, comma-separated)` });
      }
    }),
  SEED_DEMO: bool(true),
  /** Test only: lets an e2e run move the API's clock. */
  API_TEST_CLOCK: bool(false),
  TOKEN_IDLE_MINUTES: positive(120, 60 * 24 * 365),
  TOKEN_ABSOLUTE_HOURS: positive(24 * 7, 24 * 365),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  LOG_FORMAT: z.enum(LOG_FORMATS).default("text"),
  /** scrypt cost as log2(N); 17 is OWASP's recommendation. Lower only in tests. */
  PASSWORD_SCRYPT_LOG2N: int(17, 10, 20),
  /** Rate limits; 0 turns a limit off. */
  RATE_LIMIT_LOGIN_PER_IP: int(20, 0, 100_000),
  RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: int(5, 0, 100_000),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: int(100, 0, 100_000),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: positive(15, 24 * 60),
  RATE_LIMIT_COMMENTS_PER_MINUTE: int(5, 0, 100_000),
  RATE_LIMIT_COMMENTS_PER_HOUR: int(30, 0, 100_000),
  RATE_LIMIT_LEADS_PER_10_MINUTES: int(5, 0, 100_000),
  RATE_LIMIT_LEADS_PER_ADDRESS_10_MINUTES: int(100, 0, 100_000),
  /** HTTP timeouts against slowloris: headers, whole request, idle keep-alive. */
  API_HEADERS_TIMEOUT_MS: int(15_000, 100, 600_000),
  API_REQUEST_TIMEOUT_MS: int(60_000, 100, 3_600_000),
  API_KEEP_ALIVE_TIMEOUT_MS: int(5_000, 100, 600_000),
  /** PostgreSQL connect and statement timeouts: past either, a 503 instead of hanging. */
  DB_CONNECT_TIMEOUT_MS: int(5_000, 100, 600_000),
  DB_STATEMENT_TIMEOUT_MS: int(15_000, 100, 3_600_000),
  /** Mail outbox: how often it looks for due leads, and the retry backoff. */
  OUTBOX_POLL_MS: int(3000, 10, 3_600_000),
  OUTBOX_RETRY_BASE_MS: int(5000, 10, 3_600_000),
  OUTBOX_RETRY_MAX_MS: int(15 * 60_000, 10, 24 * 3_600_000),
  /** How long a worker holds a mail it is sending before another may take it over (ADR 019). */
  OUTBOX_CLAIM_MS: int(120_000, 100, 3_600_000),
  /** Pakistan time; site.json's reminders.emailHour unless set. */
  REMINDER_EMAIL_HOUR: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be at least 0").max(23, "must be at most 23").optional(),
  REMINDER_SWEEP_MS: int(60_000, 100, 3_600_000),
  })
  .refine((e) => e.API_HEADERS_TIMEOUT_MS <= e.API_REQUEST_TIMEOUT_MS, {
    path: ["API_HEADERS_TIMEOUT_MS"],
    message: "must not be above API_REQUEST_TIMEOUT_MS",
  });

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; schema?: string; connectTimeoutMs: number; statementTimeoutMs: number };
  uploadDir: string;
  /** Set when S3_BUCKET is: uploads live in the bucket. */
  s3?: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  uploadCleanupAfterMs: number;
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  admin: { email: string; password?: string; name: string };
  /** siteUrl and companyName: the links and signature of customer e-mails. */
  mail: { smtpUrl?: string; notifyTo: string[]; from: string; siteUrl: string; companyName: string };
  uploads: { maxBytes: number; maxFiles: number; maxPixels: number };
  trustedProxies: string[];
  seedDemo: boolean;
  testClock: boolean;
  tokens: { idleMs: number; absoluteMs: number };
  /** The widest office hours in content/site.json: speed to lead counts these minutes only. */
  officeHours: OfficeHours;
  logLevel: LogLevel;
  logFormat: LogFormat;
  passwordHash: { log2N: number };
  rateLimits: {
    loginPerIp: RateLimit;
    loginPerAccountAddress: RateLimit;
    loginPerAccount: RateLimit;
    commentsPerMinute: RateLimit;
    commentsPerHour: RateLimit;
    /** Per person: the phone number (or e-mail) the request gives. */
    leads: RateLimit;
    /** Per address: far higher, since a mobile carrier puts many customers behind one (carrier-grade NAT). */
    leadsPerAddress: RateLimit;
  };
  outbox: { pollMs: number; retryBaseMs: number; retryMaxMs: number; claimMs: number };
  /** The day-before reminder e-mails (api/mail/job-reminders.ts). */
  reminders: { emailHour: number; sweepMs: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  // An empty variable (API_PORT=) means "use the default", not zero.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const value = env[name];
        const shown = name === "ADMIN_PASSWORD" || name === "SMTP_URL" || name === "DATABASE_URL" || name === "S3_SECRET_ACCESS_KEY" || value === undefined ? "" : ` (got "${value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const site = siteDefaults();
  const minute = 60_000;
  const loginWindow = e.RATE_LIMIT_LOGIN_WINDOW_MINUTES * minute;
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL, schema: e.DATABASE_SCHEMA, connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS }
      : { kind: "sqlite", file: path.join(dataDir, "manzil.db") },
    uploadDir: e.UPLOAD_DIR ? path.resolve(cwd, e.UPLOAD_DIR) : path.join(dataDir, "uploads"),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? "us-east-1",
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    uploadCleanupAfterMs: e.UPLOAD_CLEANUP_AFTER_MINUTES * 60_000,
    http: { headersTimeoutMs: e.API_HEADERS_TIMEOUT_MS, requestTimeoutMs: e.API_REQUEST_TIMEOUT_MS, keepAliveTimeoutMs: e.API_KEEP_ALIVE_TIMEOUT_MS },
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME },
    mail: {
      smtpUrl: e.SMTP_URL,
      notifyTo: e.LEADS_NOTIFY_TO ?? [site.email],
      from: e.MAIL_FROM ?? `"${site.companyName} website" <${site.email}>`,
      siteUrl: (e.SITE_URL || site.siteUrl).replace(/\/$/, ""),
      companyName: site.companyName,
    },
    uploads: { maxBytes: e.MAX_UPLOAD_BYTES, maxFiles: e.MAX_UPLOAD_FILES, maxPixels: e.MAX_IMAGE_PIXELS },
    trustedProxies: e.TRUSTED_PROXY,
    seedDemo: e.SEED_DEMO,
    testClock: e.API_TEST_CLOCK,
    tokens: { idleMs: e.TOKEN_IDLE_MINUTES * minute, absoluteMs: e.TOKEN_ABSOLUTE_HOURS * 60 * minute },
    officeHours: site.officeHours,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    passwordHash: { log2N: e.PASSWORD_SCRYPT_LOG2N },
    rateLimits: {
      loginPerIp: { limit: e.RATE_LIMIT_LOGIN_PER_IP, windowMs: loginWindow },
      loginPerAccountAddress: { limit: e.RATE_LIMIT_LOGIN_PER_ACCOUNT_IP, windowMs: loginWindow },
      loginPerAccount: { limit: e.RATE_LIMIT_LOGIN_PER_ACCOUNT, windowMs: loginWindow },
      commentsPerMinute: { limit: e.RATE_LIMIT_COMMENTS_PER_MINUTE, windowMs: minute },
      commentsPerHour: { limit: e.RATE_LIMIT_COMMENTS_PER_HOUR, windowMs: 60 * minute },
      leads: { limit: e.RATE_LIMIT_LEADS_PER_10_MINUTES, windowMs: 10 * minute },
      leadsPerAddress: { limit: e.RATE_LIMIT_LEADS_PER_ADDRESS_10_MINUTES, windowMs: 10 * minute },
    },
    outbox: { pollMs: e.OUTBOX_POLL_MS, retryBaseMs: e.OUTBOX_RETRY_BASE_MS, retryMaxMs: e.OUTBOX_RETRY_MAX_MS, claimMs: e.OUTBOX_CLAIM_MS },
    reminders: { emailHour: e.REMINDER_EMAIL_HOUR ?? site.reminderEmailHour, sweepMs: e.REMINDER_SWEEP_MS },
  };
}

export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
