import { randomBytes } from "node:crypto";
import { PostgresAdapter, sql } from "kysely";
import { FUNNEL_STEPS } from "../contract/dashboard";
import { LOST_REASONS, LEAD_STATUS_LABELS, MOVE_SERVICE_IDS, type LeadStatus, type LostReason } from "../contract/leads";
import type { Db } from "../db/database";
import type { EstimateRow, LeadRow } from "../db/schema";

/** Two years of realistic leads for the bench and the query-plan test; deterministic for a seed. */
export interface FillOptions {
  count: number;
  now?: Date;
  seed?: number;
  progress?: (written: number) => void;
}

const DAY = 86_400_000;
const MIN = 60_000;
const STAFF = ["Sana Ahmed", "Bilal Raza", "Hina Qureshi", "Usman Tariq"];
const CITIES = [
  ["lahore", 40],
  ["karachi", 30],
  ["islamabad", 20],
  ["other", 10],
] as const;
const SOURCES = [
  [{ source: "google", medium: "cpc" }, "", 35],
  [{ source: "facebook", medium: "social" }, "l.facebook.com", 15],
  [{ source: "instagram", medium: "social" }, "l.instagram.com", 8],
  [{}, "www.google.com", 22],
  [{}, "", 20],
] as const;
const PAGES = ["/", "/book", "/contact", "/services/house-moving", "/lahore", "/karachi", "/islamabad", "/blogs"];
const NAMES = ["Ayesha Khan", "Bilal Ahmed", "Fatima Malik", "Hamza Sheikh", "Zainab Butt", "Omar Farooq", "Sara Iqbal", "Ali Hassan", "Maryam Aslam", "Usman Ghani"];

/** mulberry32: small, fast, and the same numbers for the same seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
function reference(n: number): string {
  let code = "";
  for (let i = 0; i < 6; i++) {
    code += ALPHABET[n % ALPHABET.length];
    n = Math.floor(n / ALPHABET.length);
  }
  return `MZ-${code}`;
}

/** PostgreSQL: one JSON parameter per table and batch (about as fast as COPY); SQLite: multi-row inserts under 32 766 parameters. */
async function insertRows<T extends "leads" | "lead_events" | "estimates">(db: Db, table: T, rows: Array<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const columns = sql.join(Object.keys(rows[0]!).map((column) => sql.id(column)));
    await sql`insert into ${sql.table(table)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(db);
    return;
  }
  const size = Math.floor(32_766 / Object.keys(rows[0]!).length);
  for (let i = 0; i < rows.length; i += size) await db.insertInto(table).values(rows.slice(i, i + size) as never).execute();
}

export async function fillLeads(db: Db, options: FillOptions): Promise<void> {
  const rand = random(options.seed ?? 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const weighted = <T extends readonly unknown[]>(list: readonly T[]): T => {
    const total = list.reduce((sum, item) => sum + (item.at(-1) as number), 0);
    let r = rand() * total;
    for (const item of list) if ((r -= item.at(-1) as number) < 0) return item;
    return list.at(-1)!;
  };
  const now = (options.now ?? new Date()).getTime();
  const stamp = new Date().toISOString();
  const staff: Array<{ id: string; name: string }> = [];
  for (const name of STAFF) {
    const email = `${name.toLowerCase().replace(/\s+/g, ".")}@seed.manzil.test`;
    const found = await db.selectFrom("users").select(["id", "name"]).where("email", "=", email).executeTakeFirst();
    if (found) staff.push(found);
    else {
      const id = randomBytes(9).toString("base64url");
      // No password can match this hash: seeded staff own leads, they never sign in.
      await db.insertInto("users").values({ id, email, name, password_hash: "seeded$no-login", created_at: stamp, updated_at: stamp }).execute();
      staff.push({ id, name });
    }
  }
  const referenceBase = Math.floor(rand() * 500_000_000);
  const batch = 2_000;
  for (let written = 0; written < options.count; ) {
    const leads: LeadRow[] = [];
    const events: Array<{ id: string; lead_id: string; kind: string; actor_id: string | null; actor_name: string; text: string; data: string; created_at: string }> = [];
    const estimates: EstimateRow[] = [];
    const size = Math.min(batch, options.count - written);
    for (let i = 0; i < size; i++) {
      const n = written + i;
      const id = randomBytes(9).toString("base64url");
      // Spread over two years, newest last; most arrive in office hours, fewer on Sundays.
      let created = now - (1 - (n + rand()) / options.count) * 730 * DAY;
      const local = new Date(created + 5 * 3_600_000);
      if (rand() < 0.75) created = created - (local.getUTCHours() * 60 + local.getUTCMinutes()) * MIN + (9 * 60 + rand() * 660) * MIN;
      if (new Date(created + 5 * 3_600_000).getUTCDay() === 0 && rand() < 0.6) created -= DAY;
      created = Math.min(created, now - MIN);
      const kind = rand() < 0.8 ? "quote" : "contact";
      const city = kind === "quote" ? weighted(CITIES)[0] : "";
      const service = kind === "quote" ? pick(MOVE_SERVICE_IDS) : "";
      const [utm, referrer] = weighted(SOURCES);
      const page = kind === "contact" ? "/contact" : pick(PAGES);
      const owner = rand() < 0.85 ? pick(staff) : null;
      const age = now - created;
      const answered = age > 2 * DAY || rand() < 0.7;
      const delay = rand() < 0.6 ? (5 + rand() * 25) * MIN : rand() < 0.75 ? (30 + rand() * 210) * MIN : (4 + rand() * 44) * 3_600_000;
      let at = created + delay;
      let status = "new" as LeadStatus;
      let furthest = 0;
      let lost: LostReason | null = null;
      let firstResponse: string | null = null;
      const push = (kindOf: string, text: string, data: object, actor: { id: string | null; name: string }) => {
        if (at >= now) return false;
        const iso = new Date(at).toISOString();
        events.push({ id: randomBytes(9).toString("base64url"), lead_id: id, kind: kindOf, actor_id: actor.id, actor_name: actor.name, text, data: JSON.stringify(data), created_at: iso });
        if (actor.id && !firstResponse && ["status", "note", "estimate_created"].includes(kindOf)) firstResponse = iso;
        return true;
      };
      const worker = owner ?? staff[0]!;
      if (answered && at < now) {
        if (owner) push("owner", `Assigned to ${owner.name}`, { from: null, to: owner.id }, worker);
        if (rand() < 0.3) push("note", "Called, will call back after checking the date", {}, worker);
        const move = (to: LeadStatus, actor: { id: string | null; name: string } = worker) => {
          if (!push("status", `Status: ${LEAD_STATUS_LABELS[status]} → ${LEAD_STATUS_LABELS[to]}`, { from: status, to }, actor)) return false;
          status = to;
          furthest = Math.max(furthest, (FUNNEL_STEPS as readonly string[]).indexOf(to));
          at += (1 + rand() * 4) * DAY;
          return true;
        };
        const steps: Array<[LeadStatus, number]> = [
          ["contacted", 0.85],
          ["survey_booked", 0.55],
          ["quoted", 0.75],
          ["booked", 0.45],
          ["moved", 0.9],
        ];
        for (const [step, chance] of steps) {
          if (rand() >= chance) break;
          if (step === "quoted") {
            const total = Math.round((20_000 + rand() * 280_000) / 500) * 500;
            const estimateId = randomBytes(9).toString("base64url");
            if (!push("estimate_created", `Estimate of Rs ${total} written`, { estimate: estimateId }, worker)) break;
            const createdIso = new Date(at).toISOString();
            const acceptedAt = at + (1 + rand() * 6) * DAY;
            const accepted = acceptedAt < now && rand() < 0.45;
            estimates.push({
              id: estimateId,
              lead_id: id,
              token: randomBytes(32).toString("base64url"),
              lines: JSON.stringify([{ description: "Move", amount: total }]),
              total,
              advance: Math.round(total / 5),
              included: "Crew, packing, loading and unloading",
              terms: "Advance on booking",
              valid_until: new Date(at + 14 * DAY).toISOString().slice(0, 10),
              expires_at: new Date(at + 14 * DAY).toISOString(),
              created_by: worker.name,
              created_at: createdIso,
              accepted_at: accepted ? new Date(acceptedAt).toISOString() : null,
              withdrawn_at: null,
              version: 1,
              revised_at: null,
            });
            if (!move("quoted")) break;
            if (!accepted) break;
            at = acceptedAt;
            push("estimate_accepted", `Estimate of Rs ${total} accepted through the link`, { estimate: estimateId }, { id: null, name: "Customer" });
            if (!move("booked", { id: null, name: "Customer" })) break;
            continue;
          }
          if (step === "booked") continue;
          if (!move(step)) break;
        }
        if (status !== "moved" && status !== "booked" && age > 20 * DAY && rand() < 0.7) {
          const reason = pick(LOST_REASONS);
          const from = status;
          if (push("status", `Status: ${LEAD_STATUS_LABELS[from]} → Lost`, { from, to: "lost", lostReason: reason }, worker)) {
            status = "lost";
            lost = reason;
          }
        }
      }
      const name = pick(NAMES);
      const phone = `+923${String(Math.floor(rand() * 1e9)).padStart(9, "0")}`;
      const source = { page, referrer: referrer ? `https://${referrer}/` : "", utm };
      leads.push({
        id,
        reference: reference(referenceBase + n * 7919),
        kind,
        status,
        name,
        phone,
        email: "",
        details: JSON.stringify(kind === "quote" ? { name, phone, email: "", service, fromCity: city, toCity: pick(CITIES)[0], propertySize: "2-bed" } : { name, phone, email: "", message: "Please call me about a move" }),
        created_at: new Date(created).toISOString(),
        updated_at: new Date(created).toISOString(),
        notified_at: new Date(created + MIN).toISOString(),
        notify_attempts: 1,
        next_attempt_at: null,
        last_error: null,
        claimed_until: null,
        claim_token: null,
        idempotency_key: null,
        lost_reason: lost,
        owner_id: owner?.id ?? null,
        follow_up_at: null,
        city,
        email_key: "",
        source: JSON.stringify(source),
        duplicate_of: null,
        duplicate_state: null,
        language: rand() < 0.15 ? "ur" : "en",
        service,
        utm_source: "source" in utm ? utm.source : "",
        utm_medium: "medium" in utm ? utm.medium : "",
        referrer_host: referrer,
        landing_page: page,
        furthest_stage: furthest,
        first_response_at: firstResponse,
        rating: null,
        // Set by the trigger on estimates as the batch's estimates go in.
        estimate_total: null,
      });
    }
    await db.transaction().execute(async (trx) => {
      await insertRows(trx, "leads", leads);
      await insertRows(trx, "lead_events", events);
      await insertRows(trx, "estimates", estimates);
    });
    written += size;
    options.progress?.(written);
  }
}
