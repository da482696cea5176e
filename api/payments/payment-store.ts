import { sql } from "kysely";
import {
  leadMoney,
  PAID_ON_FUTURE_MESSAGE,
  PAYMENT_METHOD_LABELS,
  receiptNumber,
  REFUND_TOO_LARGE_MESSAGE,
  type LeadMoney,
  type LeadPayments,
  type Payment,
  type PaymentInput,
  type PaymentsOverview,
  type Receipt,
} from "../contract/payments";
import { formatPkr } from "../contract/money";
import { todayInPakistan } from "../contract/pakistan-time";
import { type Db, isUniqueViolation, toCount } from "../db/database";
import type { PaymentRow } from "../db/schema";
import { badRequest } from "../lib/http-errors";
import { newId } from "../lib/ids";
import { isoNow } from "../lib/time";
import { event, type Actor } from "../leads/lead-store";

const OVERVIEW_RECENT = 50;
const OVERVIEW_LEADS = 200;

export const toPayment = (row: PaymentRow): Payment => ({
  _id: row.id,
  leadId: row.lead_id,
  kind: row.kind,
  amount: row.amount,
  method: row.method,
  reference: row.reference,
  paidOn: row.paid_on,
  reason: row.reason,
  receiptNumber: row.receipt_number,
  recordedBy: row.recorded_by,
  createdAt: row.created_at,
});

/** The year's counter is bumped in the payment's transaction, so parallel saves on any instance never share a number. */
export class PaymentStore {
  constructor(private readonly db: Db) {}

  async findByIdempotencyKey(key: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom("payments").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  }

  /** undefined: no such lead. A retry with the same key answers the first record. */
  async record(leadId: string, input: PaymentInput, actor: Actor, idempotencyKey: string | null, now = new Date()): Promise<PaymentRow | undefined> {
    if (idempotencyKey) {
      const earlier = await this.findByIdempotencyKey(idempotencyKey);
      if (earlier) return earlier;
    }
    const today = todayInPakistan(now);
    if (input.paidOn > today) throw badRequest(`paidOn: ${PAID_ON_FUTURE_MESSAGE}`, { paidOn: [PAID_ON_FUTURE_MESSAGE] });
    try {
      return await this.db.transaction().execute(async (trx) => {
        // Locks the lead's row (PostgreSQL) or the database (SQLite), so the refund check cannot race.
        const touched = await trx.updateTable("leads").set({ updated_at: sql`updated_at` }).where("id", "=", leadId).executeTakeFirst();
        if (Number(touched.numUpdatedRows) === 0) return undefined;
        if (input.kind === "refund") {
          const money = leadMoney(null, await trx.selectFrom("payments").select(["kind", "amount"]).where("lead_id", "=", leadId).execute());
          if (input.amount > money.net) throw badRequest(`amount: ${REFUND_TOO_LARGE_MESSAGE}`, { amount: [REFUND_TOO_LARGE_MESSAGE] });
        }
        let number: string | null = null;
        if (input.kind === "payment") {
          const year = Number(today.slice(0, 4));
          const counter = await trx
            .insertInto("receipt_counters")
            .values({ year, last: 1 })
            .onConflict((oc) => oc.column("year").doUpdateSet({ last: sql`receipt_counters.last + 1` }))
            .returning("last")
            .executeTakeFirstOrThrow();
          number = receiptNumber(year, toCount(counter.last));
        }
        const row: PaymentRow = {
          id: newId(),
          lead_id: leadId,
          kind: input.kind,
          amount: input.amount,
          method: input.method,
          reference: input.reference,
          paid_on: input.paidOn,
          reason: input.kind === "refund" ? input.reason : null,
          receipt_number: number,
          idempotency_key: idempotencyKey,
          recorded_by: actor.name,
          created_at: isoNow(),
        };
        await trx.insertInto("payments").values(row).execute();
        const how = `${PAYMENT_METHOD_LABELS[input.method]}${input.reference ? `, ${input.reference}` : ""}`;
        const text =
          input.kind === "payment"
            ? `Payment of ${formatPkr(input.amount)} received (${how}): receipt ${number}`
            : `Refund of ${formatPkr(input.amount)} paid (${how}): ${input.reason}`;
        await trx.insertInto("lead_events").values(event(leadId, input.kind === "payment" ? "payment" : "refund", actor, text, { payment: row.id })).execute();
        return row;
      });
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error)) {
        const earlier = await this.findByIdempotencyKey(idempotencyKey);
        if (earlier) return earlier;
      }
      throw error;
    }
  }

  private async acceptedEstimate(leadId: string): Promise<{ total: number; advance: number } | null> {
    const row = await this.db
      .selectFrom("estimates")
      .select(["total", "advance"])
      .where("lead_id", "=", leadId)
      .where("accepted_at", "is not", null)
      .orderBy("accepted_at", "desc")
      .executeTakeFirst();
    return row ?? null;
  }

  /** Also read by the customer's move page (after its own token check). */
  async forLead(leadId: string): Promise<LeadPayments> {
    const [rows, estimate] = await Promise.all([
      this.db.selectFrom("payments").selectAll().where("lead_id", "=", leadId).orderBy("created_at").orderBy("id").execute(),
      this.acceptedEstimate(leadId),
    ]);
    return { payments: rows.map(toPayment), money: leadMoney(estimate, rows) };
  }

  async receipt(id: string): Promise<Receipt | undefined> {
    const row = await this.db
      .selectFrom("payments")
      .innerJoin("leads", "leads.id", "payments.lead_id")
      .selectAll("payments")
      .select(["leads.reference as lead_reference", "leads.name as lead_name", "leads.phone as lead_phone"])
      .where("payments.id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    const { money } = await this.forLead(row.lead_id);
    return { payment: toPayment(row), lead: { _id: row.lead_id, reference: row.lead_reference, name: row.lead_name, phone: row.lead_phone }, money };
  }

  /** Most owed first. */
  async overview(): Promise<PaymentsOverview> {
    const recent = await this.db
      .selectFrom("payments")
      .innerJoin("leads", "leads.id", "payments.lead_id")
      .selectAll("payments")
      .select(["leads.reference as lead_reference", "leads.name as lead_name", "leads.status as lead_status"])
      .orderBy("payments.created_at", "desc")
      .orderBy("payments.id", "desc")
      .limit(OVERVIEW_RECENT)
      .execute();
    const leads = await this.db
      .selectFrom("leads")
      .select(["id", "reference", "name", "status"])
      .where((eb) =>
        eb.or([eb("status", "in", ["booked", "moved"]), eb("id", "in", eb.selectFrom("payments").select("lead_id"))]),
      )
      .orderBy("updated_at", "desc")
      .limit(OVERVIEW_LEADS)
      .execute();
    const ids = leads.map((lead) => lead.id);
    const [sums, estimates] = ids.length
      ? await Promise.all([
          this.db.selectFrom("payments").select(["lead_id", "kind", (eb) => eb.fn.sum<number | string>("amount").as("amount")]).where("lead_id", "in", ids).groupBy(["lead_id", "kind"]).execute(),
          this.db
            .selectFrom("estimates")
            .select(["lead_id", "total", "advance", "accepted_at"])
            .where("lead_id", "in", ids)
            .where("accepted_at", "is not", null)
            .orderBy("accepted_at")
            .execute(),
        ])
      : [[], []];
    const estimateOf = new Map(estimates.map((e) => [e.lead_id, { total: e.total, advance: e.advance }]));
    const recordsOf = new Map<string, { kind: "payment" | "refund"; amount: number }[]>();
    for (const sum of sums) recordsOf.set(sum.lead_id, [...(recordsOf.get(sum.lead_id) ?? []), { kind: sum.kind, amount: toCount(sum.amount) }]);
    const withMoney = leads.map((lead) => ({
      _id: lead.id,
      reference: lead.reference,
      name: lead.name,
      status: lead.status,
      money: leadMoney(estimateOf.get(lead.id) ?? null, recordsOf.get(lead.id) ?? []) as LeadMoney,
    }));
    withMoney.sort((a, b) => (b.money.due ?? 0) - (a.money.due ?? 0));
    return {
      recent: recent.map((row) => ({ ...toPayment(row), lead: { _id: row.lead_id, reference: row.lead_reference, name: row.lead_name, status: row.lead_status } })),
      leads: withMoney,
    };
  }
}
