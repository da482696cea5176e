import { TIMELINE_KINDS, type TimelineEntry } from "../contract/leads";
import type { Db } from "../db/database";
import type { LeadRow } from "../db/schema";

type Kind = TimelineEntry["kind"];
const asKind = (kind: string): Kind => (TIMELINE_KINDS as readonly string[]).includes(kind) ? (kind as Kind) : "note";

/** Oldest first; status changes are the audit (who and when). */
export async function leadTimeline(db: Db, lead: LeadRow): Promise<TimelineEntry[]> {
  const rows = await db.selectFrom("lead_events").selectAll().where("lead_id", "=", lead.id).orderBy("created_at").orderBy("id").execute();
  const entries: TimelineEntry[] = [
    { _id: `received-${lead.id}`, kind: "received", at: lead.created_at, by: lead.name, text: lead.kind === "quote" ? "Quote request received on the website" : "Message received on the website" },
  ];
  if (lead.notified_at) entries.push({ _id: `notified-${lead.id}`, kind: "notified", at: lead.notified_at, by: "System", text: "New-lead e-mail sent to the office" });
  for (const row of rows) entries.push({ _id: row.id, kind: asKind(row.kind), at: row.created_at, by: row.actor_name, text: row.text });
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
