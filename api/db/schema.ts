import type { Generated, Insertable, Selectable } from "kysely";
import type { Language } from "../contract/languages";
import type { LeadStatus, LostReason } from "../contract/leads";

/** Portable types only: timestamps are ISO-8601 text (sortable), JSON is text. */

interface UsersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  /** scrypt$… self-describing hash (api/auth/passwords.ts). */
  password_hash: string;
  created_at: string;
  updated_at: string;
}

interface StaffTokensTable {
  id: string;
  user_id: string;
  /** SHA-256 of the bearer token, hex. The token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
}

interface BlogsTable {
  id: string;
  slug: string;
  title: string;
  /** title.toLowerCase(), for case-insensitive search that behaves alike on both databases. */
  title_lower: string;
  short_description: string;
  description: string;
  /** JSON array of strings. */
  keywords: string;
  status: "draft" | "published";
  author_id: string | null;
  blog_date: string;
  created_at: string;
  updated_at: string;
  /** UTC ISO time a scheduled post goes public; null = as status says. */
  publish_at: Generated<string | null>;
  /** Bumped on every explicit save; a save naming an older version is a conflict. */
  version: Generated<number>;
  /** "en" | "ur" (api/contract/language.ts): which edition lists the post. */
  language: Generated<Language>;
  /** What the post search matches (api/blogs/search-text.ts), written at every save. */
  search_text: Generated<string>;
}

interface BlogRevisionsTable {
  id: string;
  blog_id: string;
  kind: "save" | "autosave";
  title: string;
  short_description: string;
  description: string;
  /** JSON array of strings. */
  keywords: string;
  /** JSON array of images as saved. */
  images: string;
  /** The post's language and slug in this revision; null in revisions from before they were kept. */
  language: Language | null;
  slug: string | null;
  status: "draft" | "published";
  publish_at: string | null;
  /** 1 when this revision was (or became) a published version; never pruned. */
  published: Generated<number>;
  author_id: string | null;
  created_at: string;
}

interface BlogImagesTable {
  id: string;
  blog_id: string;
  position: number;
  /** Main image file name in UPLOAD_DIR (JPEG). */
  file_name: string;
  alt_text: string;
  width: number;
  height: number;
  /** JSON array of { file, width, height } (WebP). */
  variants: string;
  created_at: string;
}

interface CommentsTable {
  id: string;
  blog_id: string;
  name: string;
  email: string;
  website: string;
  comment_text: string;
  created_at: string;
  /** A retry with this key returns this comment. */
  idempotency_key: Generated<string | null>;
}

interface LeadsTable {
  id: string;
  reference: string;
  kind: "quote" | "contact";
  status: LeadStatus;
  name: string;
  phone: string;
  email: string;
  /** JSON object: the request as the visitor sent it, after validation. */
  details: string;
  created_at: string;
  updated_at: string;
  notified_at: string | null;
  notify_attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
  /** Set while one worker sends the notification, so no other sends it too. */
  claimed_until: string | null;
  /** Who holds the claim: every update after sending must name it (api/mail/outbox.ts). */
  claim_token: Generated<string | null>;
  /** The form submission's key (Idempotency-Key): a retry returns this lead instead of storing another. */
  idempotency_key: string | null;
  lost_reason: LostReason | null;
  owner_id: string | null;
  follow_up_at: string | null;
  /** fromCity of a quote, "" for a contact message: the list's city filter. */
  city: string;
  /** Lower-cased e-mail, "" when none: duplicate detection. */
  email_key: string;
  /** JSON LeadSource. */
  source: string;
  duplicate_of: string | null;
  duplicate_state: "flagged" | "dismissed" | "merged" | null;
  /** The language of the page the lead was sent from, so staff answer in it. */
  language: Generated<Language>;
  /** The quote's service, "" for a contact message. */
  service: Generated<string>;
  /** Lower-cased UTM source and medium, the referring site's host and the first page of the visit ("" when unknown). */
  utm_source: Generated<string>;
  utm_medium: Generated<string>;
  referrer_host: Generated<string>;
  landing_page: Generated<string>;
  /** Index in FUNNEL_STEPS of the furthest step the lead reached; losing it keeps the number. */
  furthest_stage: Generated<number>;
  /** When staff first changed its status, wrote a note or an estimate, or logged a call. */
  first_response_at: Generated<string | null>;
  // inbox_first (generated) is left out: no insert or update may name it.
  /** 1 to 5, from move_reviews; 1 to 3 flags a complaint. */
  rating: Generated<number | null>;
  /** The accepted estimate's total, else the newest open one's (kept by triggers on estimates; the CSV export reads it). */
  estimate_total: Generated<number | null>;
}

interface LeadEventsTable {
  id: string;
  lead_id: string;
  kind: string;
  /** Staff member who did it, null for the customer or the system. */
  actor_id: string | null;
  /** Their name at the time ("Customer", "System"): the audit survives the account. */
  actor_name: string;
  text: string;
  /** JSON with the machine-readable change, e.g. {"from":"new","to":"contacted"}. */
  data: string;
  created_at: string;
}

interface MovesTable {
  id: string;
  lead_id: string;
  /** 256-bit random, base64url; the customer's link. */
  token: string;
  created_at: string;
}

/** A room's inventory, replaced whole by each save (so a retried save never doubles an item). */
interface MoveRoomsTable {
  move_id: string;
  room: string;
  /** JSON { item, quantity }[]. */
  items: string;
  /** JSON { name, size, quantity }[]. */
  others: string;
  note: string;
  updated_at: string;
  updated_by: string;
}

/** A private photo of a room: its file is never served at /uploads/ (api/storage/uploads.ts). */
interface MovePhotosTable {
  id: string;
  move_id: string;
  room: string;
  file: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
  created_by: string;
}

interface EstimatesTable {
  id: string;
  lead_id: string;
  /** 256-bit random, base64url; the customer's link. */
  token: string;
  /** JSON EstimateLine[]. */
  lines: string;
  total: number;
  advance: number;
  included: string;
  terms: string;
  valid_until: string;
  expires_at: string;
  created_by: string;
  created_at: string;
  accepted_at: string | null;
  withdrawn_at: string | null;
  /** 1 when written, one more for each revision (the row holds the latest; the timeline each version). */
  version: Generated<number>;
  revised_at: string | null;
}

interface MailOutboxTable {
  id: string;
  lead_id: string;
  kind: string;
  to_address: string;
  subject: string;
  text: string;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  claimed_until: string | null;
  claim_token: Generated<string | null>;
}

/** rate-limiter-flexible's row (api/auth/limits.ts): expire is epoch milliseconds. */
interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | string | null;
}

/** Retired, never deleted. */
interface VehiclesTable {
  id: string;
  /** Upper-cased, single spaces: unique. */
  registration: string;
  vehicle_class: string;
  capacity_cft: number;
  city: string;
  retired_at: string | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

interface CrewMembersTable {
  id: string;
  name: string;
  phone: string;
  role: string;
  city: string;
  retired_at: string | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

interface MoveReviewsTable {
  move_id: string;
  lead_id: string;
  rating: number;
  comment: string;
  /** The key of the submission stored last: its retry changes nothing. */
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

interface PaymentsTable {
  id: string;
  lead_id: string;
  kind: "payment" | "refund";
  /** Whole rupees, always positive: the kind says which way. */
  amount: number;
  method: "raast" | "bank" | "cash";
  reference: string;
  paid_on: string;
  reason: string | null;
  receipt_number: string | null;
  idempotency_key: string | null;
  recorded_by: string;
  created_at: string;
}

interface JobsTable {
  id: string;
  lead_id: string;
  /** 1 for the first day of the move; unique per lead. */
  day: number;
  /** YYYY-MM-DD in Pakistan, null until a date is known. */
  date: string | null;
  /** HH:MM, Pakistan time: the arrival window. */
  window_start: string;
  window_end: string;
  status: "scheduled" | "in_progress" | "completed" | "cancelled";
  cancel_reason: string | null;
  /** JSON { vehicleClass, count }[]. */
  vehicle_needs: string;
  crew_size: number;
  crew_lead_id: string | null;
  notes: string;
  /** When the day-before e-mail reminder was queued: once per job. */
  reminded_at: string | null;
  created_at: string;
  updated_at: string;
}

interface MoveAddressesTable {
  lead_id: string;
  addresses: string;
  idempotency_key: string | null;
  updated_at: string;
  updated_by: string;
}

export interface Database {
  users: UsersTable;
  staff_tokens: StaffTokensTable;
  blogs: BlogsTable;
  /** One row (id 1): bumped by triggers whenever what the blog lists show changes. */
  blogs_generation: { id: number; generation: number };
  blog_revisions: BlogRevisionsTable;
  blog_images: BlogImagesTable;
  comments: CommentsTable;
  leads: LeadsTable;
  /** How many leads of each kind, status, city and owner ("" for none) there are: kept by triggers on leads, so the inbox never counts them. */
  lead_counts: { kind: string; status: string; city: string; owner_key: string; total: number };
  lead_events: LeadEventsTable;
  /** Dashboard facts per Pakistan day (api/leads/dashboard-days.ts): current while built = dirty and version is the reader's. */
  dashboard_days: { day: string; dirty: number; built: number; version: string | null; leads: string | null; bookings: string | null };
  estimates: EstimatesTable;
  moves: MovesTable;
  move_rooms: MoveRoomsTable;
  move_photos: MovePhotosTable;
  move_reviews: MoveReviewsTable;
  mail_outbox: MailOutboxTable;
  vehicles: VehiclesTable;
  crew_members: CrewMembersTable;
  payments: PaymentsTable;
  receipt_counters: { year: number; last: number };
  jobs: JobsTable;
  job_vehicles: { job_id: string; vehicle_id: string };
  job_crew: { job_id: string; crew_member_id: string };
  move_addresses: MoveAddressesTable;
  rate_limits: RateLimitsTable;
  /** Image files whose save or delete has not settled: removed unless an image row names them (api/storage/uploads.ts). */
  upload_journal: { name: string; created_at: string };
  /** SQLite's stand-in for PostgreSQL's advisory locks (api/lib/job-lock.ts). */
  job_locks: { name: string; holder: string; until: string };
  app_settings: { name: string; value: string };
  /** Browsers that signed in to an account before (device cookies, api/auth/login-devices.ts). */
  login_devices: { token_hash: string; email: string; created_at: string; last_used_at: string };
}

export type UserRow = Selectable<UsersTable>;
export type BlogRevisionRow = Selectable<BlogRevisionsTable>;
export type BlogImageRow = Selectable<BlogImagesTable>;
export type NewBlogImage = Insertable<BlogImagesTable>;
export type CommentRow = Selectable<CommentsTable>;
export type LeadRow = Selectable<LeadsTable>;
export type EstimateRow = Selectable<EstimatesTable>;
export type MoveRow = Selectable<MovesTable>;
export type MoveRoomRow = Selectable<MoveRoomsTable>;
export type MovePhotoRow = Selectable<MovePhotosTable>;
export type MoveReviewRow = Selectable<MoveReviewsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type VehicleRow = Selectable<VehiclesTable>;
export type CrewMemberRow = Selectable<CrewMembersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type JobRow = Selectable<JobsTable>;
