import type { ContactInput, Lead, LeadKind, LeadStatus, QuoteInput } from "../contract/leads";
import { type Db, isUniqueViolation, toCount } from "../db/database";
import type { LeadRow } from "../db/schema";
import { newId, newLeadReference } from "../lib/ids";
import { isoNow } from "../lib/time";

export const LEADS_PAGE_SIZE = 10;

export function toLeadAnswer(row: LeadRow): Lead {
  return {
    _id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    details: JSON.parse(row.details) as Record<string, unknown>,
    createdAt: row.created_at,
    notifiedAt: row.notified_at,
  };
}

/** Quote requests and contact messages: stored before anything else happens. */
export class LeadStore {
  constructor(private readonly db: Db) {}

  /**
   * Stores a lead. With an idempotency key, a second call with the same key
   * (a retry after a timeout, a double submit, however many at once) stores
   * nothing and returns the first lead: the unique index decides the race.
   */
  async create(kind: LeadKind, input: QuoteInput | ContactInput, idempotencyKey: string | null = null): Promise<{ lead: LeadRow; created: boolean }> {
    if (idempotencyKey) {
      const existing = await this.findByIdempotencyKey(idempotencyKey);
      if (existing) return { lead: existing, created: false };
    }
    for (let attempt = 1; ; attempt++) {
      const now = isoNow();
      const row: LeadRow = {
        id: newId(),
        reference: newLeadReference(),
        kind,
        status: "new",
        name: input.name,
        phone: input.phone,
        email: input.email,
        details: JSON.stringify(input),
        created_at: now,
        updated_at: now,
        notified_at: null,
        notify_attempts: 0,
        next_attempt_at: null,
        last_error: null,
        claimed_until: null,
        idempotency_key: idempotencyKey,
      };
      try {
        await this.db.insertInto("leads").values(row).execute();
        return { lead: row, created: true };
      } catch (error) {
        if (idempotencyKey && isUniqueViolation(error)) {
          const first = await this.findByIdempotencyKey(idempotencyKey);
          if (first) return { lead: first, created: false };
        }
        // A reference clash (one in ~900 million): draw another.
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
    }
  }

  async findByIdempotencyKey(key: string): Promise<LeadRow | undefined> {
    return this.db.selectFrom("leads").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  }

  async list(options: { kind?: LeadKind; status?: LeadStatus; page: number }): Promise<{ leads: Lead[]; total: number }> {
    let query = this.db.selectFrom("leads");
    if (options.kind) query = query.where("kind", "=", options.kind);
    if (options.status) query = query.where("status", "=", options.status);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst(),
      query
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(LEADS_PAGE_SIZE)
        .offset((options.page - 1) * LEADS_PAGE_SIZE)
        .execute(),
    ]);
    return { leads: rows.map(toLeadAnswer), total: toCount(count?.total) };
  }

  async get(id: string): Promise<LeadRow | undefined> {
    return this.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async setStatus(id: string, status: LeadStatus): Promise<LeadRow | undefined> {
    await this.db.updateTable("leads").set({ status, updated_at: isoNow() }).where("id", "=", id).execute();
    return this.get(id);
  }
}
