import { StaffStore } from "./auth/staff-store";
import { LoginDevices } from "./auth/login-devices";
import { TokenStore } from "./auth/tokens";
import { BlogStore } from "./blogs/blog-store";
import { RevisionStore } from "./blogs/revisions-store";
import { CommentStore } from "./comments/comment-store";
import type { Config } from "./config";
import type { Db } from "./db/database";
import { SettingsStore } from "./db/settings-store";
import { DashboardStore } from "./leads/dashboard-store";
import { FleetStore } from "./fleet/fleet-store";
import { JobStore } from "./jobs/job-store";
import { PaymentStore } from "./payments/payment-store";
import { EstimateStore } from "./leads/estimate-store";
import { LeadStore } from "./leads/lead-store";
import { MoveStore } from "./leads/move-store";
import { ReviewStore } from "./leads/review-store";
import { MailQueueStore } from "./mail/mail-queue-store";
import type { UploadStore } from "./storage/uploads";

/** One store per group of tables, built once: a route never holds the database, so each table's queries sit in one file. */
export interface Stores {
  /** Opened first: it needs init(). */
  uploads: UploadStore;
  tokens: TokenStore;
  staff: StaffStore;
  loginDevices: LoginDevices;
  blogs: BlogStore;
  revisions: RevisionStore;
  comments: CommentStore;
  leads: LeadStore;
  estimates: EstimateStore;
  dashboard: DashboardStore;
  moves: MoveStore;
  reviews: ReviewStore;
  settings: SettingsStore;
  fleet: FleetStore;
  payments: PaymentStore;
  jobs: JobStore;
  mailQueue: MailQueueStore;
}

export function createStores(db: Db, uploads: UploadStore, config: Pick<Config, "tokens" | "uploads" | "officeHours">): Stores {
  const payments = new PaymentStore(db);
  const revisions = new RevisionStore(db, uploads);
  return {
    uploads,
    tokens: new TokenStore(db, config.tokens),
    staff: new StaffStore(db),
    loginDevices: new LoginDevices(db),
    blogs: new BlogStore(db, uploads, config.uploads.maxPixels, revisions),
    revisions,
    comments: new CommentStore(db),
    leads: new LeadStore(db),
    estimates: new EstimateStore(db),
    dashboard: new DashboardStore(db, config.officeHours),
    moves: new MoveStore(db),
    reviews: new ReviewStore(db, payments),
    settings: new SettingsStore(db),
    fleet: new FleetStore(db),
    payments,
    jobs: new JobStore(db),
    mailQueue: new MailQueueStore(db),
  };
}
