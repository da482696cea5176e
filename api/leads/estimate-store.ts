import { randomBytes } from "node:crypto";
import {
  ESTIMATE_MOVE_KEYS,
  estimatePath,
  VALID_UNTIL_PAST_MESSAGE,
  type EstimateInput,
  type EstimateLine,
  type EstimateState,
  type PublicEstimate,
  type StaffEstimate,
} from "../contract/estimates";
import type { LeadStatus } from "../contract/leads";
import { formatPkr } from "../contract/money";
import type { Db } from "../db/database";
import type { EstimateRow, LeadRow } from "../db/schema";
import { badRequest } from "../lib/http-errors";
import { newId } from "../lib/ids";
import { isoNow } from "../lib/time";
import { CUSTOMER, event, recordProgress, statusEvent, type Actor } from "./lead-store";
import { endOfPakistanDate, formatPakistanDate, todayInPakistan } from "../contract/pakistan-time";

const BEFORE_QUOTED: readonly LeadStatus[] = ["new", "contacted", "survey_booked"];
const ACCEPT_MOVES_TO_BOOKED: readonly LeadStatus[] = ["new", "contacted", "survey_booked", "quoted", "lost"];

function estimateState(row: EstimateRow, now: Date = new Date()): EstimateState {
  if (row.accepted_at) return "accepted";
  if (row.withdrawn_at) return "withdrawn";
  return Date.parse(row.expires_at) < now.getTime() ? "expired" : "open";
}

function body(row: EstimateRow, now: Date) {
  return {
    lines: JSON.parse(row.lines) as EstimateLine[],
    total: row.total,
    advance: row.advance,
    included: row.included,
    terms: row.terms,
    validUntil: row.valid_until,
    expiresAt: row.expires_at,
    state: estimateState(row, now),
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
    version: row.version,
    revisedAt: row.revised_at,
  };
}

/** Each line kept, so a revision does not lose the version before. */
function versionText(input: EstimateInput): string {
  return `valid until ${formatPakistanDate(input.validUntil)}: ${input.lines.map((line) => `${line.description} ${formatPkr(line.amount)}`).join("; ")}`;
}

function pastValidUntil(input: EstimateInput, now: Date) {
  if (input.validUntil < todayInPakistan(now)) throw badRequest(`validUntil: ${VALID_UNTIL_PAST_MESSAGE}`, { validUntil: [VALID_UNTIL_PAST_MESSAGE] });
}

const lineTotal = (input: EstimateInput) => input.lines.reduce((sum, line) => sum + line.amount, 0);

export function toStaffEstimate(row: EstimateRow, now: Date = new Date()): StaffEstimate {
  return { _id: row.id, ...body(row, now), token: row.token, path: estimatePath(row.token), createdBy: row.created_by, withdrawnAt: row.withdrawn_at };
}

export class EstimateStore {
  constructor(private readonly db: Db) {}

  async forLead(leadId: string, now = new Date()): Promise<StaffEstimate[]> {
    const rows = await this.db.selectFrom("estimates").selectAll().where("lead_id", "=", leadId).orderBy("created_at").orderBy("id").execute();
    return rows.map((row) => toStaffEstimate(row, now));
  }

  /** One transaction, with a fresh 256-bit token. */
  async create(lead: LeadRow, input: EstimateInput, actor: Actor, now = new Date()): Promise<EstimateRow> {
    pastValidUntil(input, now);
    const total = lineTotal(input);
    const row: EstimateRow = {
      id: newId(),
      lead_id: lead.id,
      token: randomBytes(32).toString("base64url"),
      lines: JSON.stringify(input.lines),
      total,
      advance: input.advance,
      included: input.included,
      terms: input.terms,
      valid_until: input.validUntil,
      expires_at: endOfPakistanDate(input.validUntil),
      created_by: actor.name,
      created_at: isoNow(),
      accepted_at: null,
      withdrawn_at: null,
      version: 1,
      revised_at: null,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto("estimates").values(row).execute();
      const events = [
        event(lead.id, "estimate_created", actor, `Estimate of ${formatPkr(total)} written, ${versionText(input)}`, { estimate: row.id }),
      ];
      if (BEFORE_QUOTED.includes(lead.status)) {
        await trx.updateTable("leads").set({ status: "quoted", lost_reason: null, updated_at: isoNow() }).where("id", "=", lead.id).execute();
        events.push(statusEvent(lead.id, actor, lead.status, "quoted", null));
      }
      await trx.insertInto("lead_events").values(events).execute();
      await recordProgress(trx, lead.id, "quoted", actor, events[0]!.created_at);
    });
    return row;
  }

  /** The customer's link (same token) shows the new version; a conditional update, so a simultaneous acceptance wins. */
  async revise(leadId: string, estimateId: string, input: EstimateInput, actor: Actor, now = new Date()): Promise<EstimateRow | "not-open" | undefined> {
    const row = await this.db.selectFrom("estimates").selectAll().where("id", "=", estimateId).where("lead_id", "=", leadId).executeTakeFirst();
    if (!row) return undefined;
    if (estimateState(row, now) !== "open") return "not-open";
    pastValidUntil(input, now);
    const at = isoNow();
    const total = lineTotal(input);
    const revised: EstimateRow = {
      ...row,
      lines: JSON.stringify(input.lines),
      total,
      advance: input.advance,
      included: input.included,
      terms: input.terms,
      valid_until: input.validUntil,
      expires_at: endOfPakistanDate(input.validUntil),
      version: row.version + 1,
      revised_at: at,
    };
    const changes = (({ lines, total, advance, included, terms, valid_until, expires_at, version, revised_at }) => ({
      lines, total, advance, included, terms, valid_until, expires_at, version, revised_at,
    }))(revised);
    const done = await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("estimates")
        .set(changes)
        .where("id", "=", row.id)
        .where("version", "=", row.version)
        .where("accepted_at", "is", null)
        .where("withdrawn_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      const text = `Estimate revised to version ${revised.version}: ${formatPkr(total)}, ${versionText(input)}`;
      await trx.insertInto("lead_events").values(event(leadId, "estimate_revised", actor, text, { estimate: row.id, version: revised.version })).execute();
      return true;
    });
    return done ? revised : "not-open";
  }

  async withdraw(leadId: string, estimateId: string, actor: Actor, now = new Date()): Promise<EstimateRow | "not-open" | undefined> {
    const row = await this.db.selectFrom("estimates").selectAll().where("id", "=", estimateId).where("lead_id", "=", leadId).executeTakeFirst();
    if (!row) return undefined;
    if (estimateState(row, now) !== "open") return "not-open";
    const at = isoNow();
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("estimates").set({ withdrawn_at: at }).where("id", "=", estimateId).execute();
      await trx.insertInto("lead_events").values(event(leadId, "estimate_withdrawn", actor, `Estimate of ${formatPkr(row.total)} withdrawn`, { estimate: row.id })).execute();
    });
    return { ...row, withdrawn_at: at };
  }

  async byToken(token: string, now = new Date()): Promise<PublicEstimate | undefined> {
    const row = await this.db
      .selectFrom("estimates")
      .innerJoin("leads", "leads.id", "estimates.lead_id")
      .selectAll("estimates")
      .select(["leads.reference as reference", "leads.name as customer_name", "leads.kind as kind", "leads.details as details", "leads.language as language"])
      .where("estimates.token", "=", token)
      .executeTakeFirst();
    if (!row) return undefined;
    return { reference: row.reference, customerName: row.customer_name, language: row.language, move: moveOf(row.kind, row.details), ...body(row, now) };
  }

  async leadIdOf(token: string): Promise<string | undefined> {
    return (await this.db.selectFrom("estimates").select("lead_id").where("token", "=", token).executeTakeFirst())?.lead_id;
  }

  /** A conditional update: two clicks or a withdrawal at once cannot both win. Accepting twice answers the accepted one. */
  async accept(token: string, now = new Date()): Promise<PublicEstimate | undefined> {
    const row = await this.db.selectFrom("estimates").selectAll().where("token", "=", token).executeTakeFirst();
    if (!row) return undefined;
    if (estimateState(row, now) === "open") {
      await this.db.transaction().execute(async (trx) => {
        const at = isoNow();
        const result = await trx
          .updateTable("estimates")
          .set({ accepted_at: at })
          .where("id", "=", row.id)
          .where("accepted_at", "is", null)
          .where("withdrawn_at", "is", null)
          .where("expires_at", ">=", now.toISOString())
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return;
        const lead = await trx.selectFrom("leads").select(["id", "status"]).where("id", "=", row.lead_id).executeTakeFirstOrThrow();
        const events = [event(lead.id, "estimate_accepted", CUSTOMER, `Estimate of ${formatPkr(row.total)} accepted through the link`, { estimate: row.id })];
        if (ACCEPT_MOVES_TO_BOOKED.includes(lead.status)) {
          await trx.updateTable("leads").set({ status: "booked", lost_reason: null, updated_at: at }).where("id", "=", lead.id).execute();
          events.push(statusEvent(lead.id, CUSTOMER, lead.status, "booked", null));
        }
        await trx.insertInto("lead_events").values(events).execute();
        await recordProgress(trx, lead.id, "booked", CUSTOMER, at);
      });
    }
    return this.byToken(token, now);
  }
}

export function moveOf(kind: string, details: string): Record<string, unknown> | null {
  if (kind !== "quote") return null;
  try {
    const all = JSON.parse(details) as Record<string, unknown>;
    return Object.fromEntries(ESTIMATE_MOVE_KEYS.filter((key) => key in all).map((key) => [key, all[key]]));
  } catch {
    return null;
  }
}
