import type { ApiLimits } from "./auth/limits";
import type { TokenStore } from "./auth/tokens";
import type { BlogStore } from "./blogs/blog-store";
import type { Config } from "./config";
import type { Db } from "./db/database";
import type { LeadStore } from "./leads/lead-store";
import type { Logger } from "./lib/logger";
import type { CustomerMail } from "./mail/customer-mail";
import type { UploadStore } from "./storage/uploads";

/** What the HTTP layer needs; built by startApi (api/server.ts) or by a test. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  uploads: UploadStore;
  tokens: TokenStore;
  blogs: BlogStore;
  leads: LeadStore;
  /** The README's rate limits, shared through the database (api/auth/limits.ts). */
  limits: ApiLimits;
  /** Told about each new lead; absent when SMTP_URL is unset. */
  outbox?: { kick(): void };
  /** Queues e-mails to customers; absent when SMTP_URL is unset. */
  customerMail?: CustomerMail;
  logger: Logger;
}
