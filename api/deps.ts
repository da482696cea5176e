import type { ApiLimits } from "./auth/limits";
import type { Config } from "./config";
import type { Logger } from "./lib/logger";
import type { CustomerMail } from "./mail/customer-mail";
import type { Stores } from "./stores";

/**
 * What the HTTP layer needs; built by startApi (api/server.ts) or by a test.
 * The database is reached only through the stores (api/stores.ts).
 */
export interface AppDeps extends Stores {
  config: Config;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** The README's rate limits, shared through the database (api/auth/limits.ts). */
  limits: ApiLimits;
  /** Told about each new lead; absent when SMTP_URL is unset. */
  outbox?: { kick(): void; backlog(): Promise<{ lead: number; customer: number }> };
  /** Queues e-mails to customers; absent when SMTP_URL is unset. */
  customerMail?: CustomerMail;
  logger: Logger;
}
