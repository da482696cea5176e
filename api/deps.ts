import type { ApiLimits } from "./auth/limits";
import type { Config } from "./config";
import type { Logger } from "./lib/logger";
import type { CustomerMail } from "./mail/customer-mail";
import type { Stores } from "./stores";

/** The database is reached only through the stores. */
export interface AppDeps extends Stores {
  config: Config;
  ping(): Promise<void>;
  limits: ApiLimits;
  /** Absent when SMTP_URL is unset. */
  outbox?: { kick(): void; backlog(): Promise<{ lead: number; customer: number }> };
  /** Absent when SMTP_URL is unset. */
  customerMail?: CustomerMail;
  logger: Logger;
}
