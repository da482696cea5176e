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
import type { UploadStore } from "./storage/uploads";

/**
 * Every way the API's routes reach the database: one store per group of
 * tables, all built here, once per process. A route calls a store and never
 * holds the database itself, so every query of a table sits in one file.
 */
export interface Stores {
  /** Image files and their upload rows (opened first: it needs init()). */
  uploads: UploadStore;
  tokens: TokenStore;
  /** users: staff accounts. */
  staff: StaffStore;
  loginDevices: LoginDevices;
  /** blogs, blog_images and the list and tag caches. */
  blogs: BlogStore;
  revisions: RevisionStore;
  comments: CommentStore;
  /** leads, lead_events. */
  leads: LeadStore;
  estimates: EstimateStore;
  /** leads, lead_events and estimates read for the sales dashboard and speed to lead. */
  dashboard: DashboardStore;
  /** moves, move_rooms, move_photos: the customer's move page. */
  moves: MoveStore;
  /** move_reviews (and the rating on leads): the review after a move. */
  reviews: ReviewStore;
  settings: SettingsStore;
  /** vehicles, crew_members. */
  fleet: FleetStore;
  /** payments, receipt_counters. */
  payments: PaymentStore;
  /** jobs, job_vehicles, job_crew, move_addresses. */
  jobs: JobStore;
}

export function createStores(db: Db, uploads: UploadStore, config: Pick<Config, "tokens" | "uploads" | "officeHours">): Stores {
  const payments = new PaymentStore(db);
  return {
    uploads,
    tokens: new TokenStore(db, config.tokens),
    staff: new StaffStore(db),
    loginDevices: new LoginDevices(db),
    blogs: new BlogStore(db, uploads, config.uploads.maxPixels),
    revisions: new RevisionStore(db, uploads),
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
  };
}
