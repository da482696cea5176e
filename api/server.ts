import { rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { apiLimits, databaseLimiterStore } from "./auth/limits";
import { ensureTitleSearchIndex } from "./blogs/title-search";
import { ensureLeadSearchIndexes } from "./leads/lead-search";
import { type Config, type Env, loadConfig } from "./config";
import { type Db, openDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrations";
import { createHttpServer } from "./lib/http-server";
import { type Logger, createLogger } from "./lib/logger";
import { pidFileOf } from "./lib/pid-file";
import { createSmtpMailer, leadMessage } from "./mail/notifier";
import { CustomerMail } from "./mail/customer-mail";
import { JobReminders } from "./mail/job-reminders";
import { LeadOutbox } from "./mail/outbox";
import { type SeedResult, seedIfEmpty } from "./seed/seed";
import { DiskBlobs } from "./storage/blobs";
import { S3Blobs } from "./storage/s3-blobs";
import { UploadStore } from "./storage/uploads";
import { type Stores, createStores } from "./stores";

export interface StartApiOptions {
  env?: Env;
  /** Wins over `env`. */
  config?: Config;
  logger?: Logger;
}

export interface RunningApi {
  url: string;
  port: number;
  config: Config;
  /** Tests look inside; production code goes through HTTP. */
  db: Db;
  outbox?: LeadOutbox;
  /** Lets running requests finish. */
  close(): Promise<void>;
}

function staffLoginNotice(result: SeedResult, config: Config, existingEmail: string | null): string {
  if (result.generatedPassword) {
    const lines = [
      `Staff login: ${config.admin.email} / ${result.generatedPassword}`,
      "(shown once; change with npm run staff -- passwd " + config.admin.email + ")",
    ];
    const width = Math.max(...lines.map((l) => l.length));
    const bar = "═".repeat(width + 2);
    return [`╔${bar}╗`, ...lines.map((l) => `║ ${l.padEnd(width)} ║`), `╚${bar}╝`].join("\n");
  }
  if (result.seeded) return `Staff login: ${config.admin.email} (password from ADMIN_PASSWORD)`;
  if (existingEmail) return `Staff login: ${existingEmail} (password set at first start)`;
  return "No staff account exists: add one with npm run staff -- add <email> <name>";
}

const UPLOAD_CLEANUP_EVERY_MS = 5 * 60_000;

export function uploadStoreFor(config: Config, db: Db): UploadStore {
  return new UploadStore(config.s3 ? new S3Blobs(config.s3) : new DiskBlobs(config.uploadDir), db, config.uploadCleanupAfterMs);
}

async function settleUploads(stores: Stores, logger: Logger): Promise<void> {
  const orphans = await stores.uploads.settle(async (names) => new Set([...(await stores.blogs.referencedUploads(names)), ...(await stores.moves.referencedPhotos(names))]));
  if (orphans.length > 0) logger.warn(`Removed ${orphans.length} image file(s) left by an interrupted save or delete`);
}

/** The stores, once the uploads they write are open and settled. */
async function openStores(config: Config, db: Db, logger: Logger): Promise<Stores> {
  const uploads = uploadStoreFor(config, db);
  await uploads.init();
  const stores = createStores(db, uploads, config);
  await settleUploads(stores, logger);
  if (config.s3) logger.info(`Uploads are stored in the bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ""}`);
  return stores;
}

/** A migration may backfill a column of a million leads: it gets an hour, not a request's statement timeout. */
const MIGRATION_TIMEOUT_MS = 3_600_000;
const forMigrations = (settings: Config["database"]): Config["database"] =>
  settings.kind === "postgres" ? { ...settings, statementTimeoutMs: Math.max(settings.statementTimeoutMs, MIGRATION_TIMEOUT_MS) } : settings;

async function migrate(settings: Config["database"]): Promise<void> {
  const database = openDatabase(forMigrations(settings));
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}

/** Run by `api/main.ts --prepare` in a short-lived child, so the seed's libvips memory leaves with it. */
export async function prepareDatabase(options: { config: Config; logger: Logger }): Promise<void> {
  const { config, logger } = options;
  const database = openDatabase(forMigrations(config.database));
  const { db } = database;
  try {
    await migrateToLatest(db);
    const { uploads } = await openStores(config, db, logger);
    const seed = await seedIfEmpty({ db, uploads, config, logger });
    if (seed.seeded) logger.notice(staffLoginNotice(seed, config, config.admin.email));
  } finally {
    await database.close();
  }
}

export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  const logger = options.logger ?? createLogger(config.logLevel, config.logFormat);
  await migrate(config.database);
  const database = openDatabase(config.database);
  const { db } = database;
  let outbox: LeadOutbox | undefined;
  try {
    await ensureTitleSearchIndex(db, logger);
    await ensureLeadSearchIndexes(db, logger);
    const stores = await openStores(config, db, logger);
    const { uploads } = stores;
    await stores.tokens.deleteDead();

    const seed = await seedIfEmpty({ db, uploads, config, logger });
    logger.notice(staffLoginNotice(seed, config, await stores.staff.loginEmail(config.admin.email)));

    if (config.mail.smtpUrl) {
      outbox = new LeadOutbox(stores.mailQueue, createSmtpMailer(config.mail.smtpUrl), (lead) => leadMessage(lead, { from: config.mail.from, to: config.mail.notifyTo }), { ...config.outbox, from: config.mail.from }, logger);
      outbox.start();
    } else {
      logger.info("SMTP_URL is not set: leads are stored but no e-mail goes out");
    }

    const running = outbox;
    const customerMail = running ? new CustomerMail(stores.mailQueue, config.mail, () => running.kick()) : undefined;
    // Every instance looks; a job is claimed by one.
    const reminders = running ? new JobReminders(stores.mailQueue, stores.jobs, stores.moves, stores.payments, { ...config.mail, emailHour: config.reminders.emailHour }, () => running.kick()) : undefined;
    let reminding: Promise<void> | undefined;
    const remindTimer = reminders
      ? setInterval(() => {
          reminding ??= reminders
            .sweep()
            .then(() => undefined, (error: unknown) => logger.warn("Reminder e-mails failed; will retry", { error: (error as Error)?.message }))
            .finally(() => (reminding = undefined));
        }, config.reminders.sweepMs)
      : undefined;
    remindTimer?.unref();
    const app = createApp({ ...stores, config, ping: database.ping, limits: apiLimits(databaseLimiterStore(database, logger), config.rateLimits), outbox, customerMail, logger });
    const server = createHttpServer(app.fetch, { ...config.http, logger });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => {
        server.off("error", reject);
        resolve();
      });
    });
    const port = (server.address() as AddressInfo).port;
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    const pidFile = config.database.kind === "sqlite" ? pidFileOf(config.dataDir) : null;
    if (pidFile) await writeFile(pidFile, JSON.stringify({ pid: process.pid, port, host: config.host, startedAt: new Date().toISOString() }));

    // After an upgrade, a big database's first look would otherwise build them.
    const stopWarming = new AbortController();
    const warming = stores.dashboard.warm(stopWarming.signal).catch((error: unknown) => logger.warn("Dashboard facts not built ahead; they are built when first asked", { error: (error as Error)?.message }));

    let settling: Promise<void> | undefined;
    const cleanup = setInterval(() => {
      settling ??= settleUploads(stores, logger)
        .catch((error: unknown) => logger.warn("Upload cleanup failed; will retry", { error: (error as Error)?.message }))
        .finally(() => (settling = undefined));
    }, UPLOAD_CLEANUP_EVERY_MS);
    cleanup.unref();

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        clearInterval(cleanup);
        clearInterval(remindTimer);
        stopWarming.abort();
        await warming;
        await settling;
        await reminding;
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 10_000).unref();
        });
        await outbox?.stop();
        await database.close();
        if (pidFile) await rm(pidFile, { force: true });
      })());
    return { url: `http://${host}:${port}`, port, config, db, outbox, close };
  } catch (error) {
    await outbox?.stop();
    await database.close();
    throw error;
  }
}
