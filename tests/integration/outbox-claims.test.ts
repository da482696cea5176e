import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../../api/db/database";
import type { LeadRow } from "../../api/db/schema";
import { createLogger } from "../../api/lib/logger";
import { type MailMessage, type Mailer, leadMessage } from "../../api/mail/notifier";
import { LeadOutbox } from "../../api/mail/outbox";
import { QUOTE } from "../support/api/lead-fixtures";
import { databases, jsonRequest, startTestApi, type TestApi } from "../support/api/start-test-api";
import { MailQueueStore } from "../../api/mail/mail-queue-store";

/**
 * Two outbox workers on one database, each on its own connections as two API
 * instances are (ADR 019): a worker that stalls past its claim cannot send
 * alongside the one that took the lead over, nor mark it afterwards.
 */

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message), close: () => {} };
}

const settings = { pollMs: 3_600_000, retryBaseMs: 100, retryMaxMs: 300, claimMs: 300 };
const build = (lead: LeadRow) => leadMessage(lead, { from: "web@manzil.test", to: ["office@manzil.test"] });

describe.each(databases)("outbox claims on $name", (database) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanup.length) await cleanup.pop()!();
  });

  async function setup(): Promise<{ api: TestApi; other: OpenDatabase }> {
    const api = await startTestApi(database);
    cleanup.push(() => api.close());
    // The second worker's own connection(s): another process on the same database.
    const other = openDatabase(api.config.database);
    cleanup.push(() => other.close());
    return { api, other };
  }

  it("a worker stalled past its claim sends nothing once another worker has taken the lead over: one e-mail, one Message-ID", async () => {
    const { api, other } = await setup();
    const res = await api.fetch("/api/sendQuote", jsonRequest("POST", QUOTE));
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };

    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const slowMail = recordingMailer();
    // Worker A claims the lead, then stalls (paused process, long GC) before sending.
    const slow = new LeadOutbox(new MailQueueStore(api.db), slowMail, async (lead) => (await stalled, build(lead)), settings, createLogger("silent"));
    slow.kick();
    const claimed = async () => (await api.db.selectFrom("leads").select(["claim_token", "claimed_until"]).where("reference", "=", reference).executeTakeFirstOrThrow()).claim_token;
    for (let i = 0; i < 100 && !(await claimed()); i++) await sleep(20);
    expect(await claimed()).toBeTruthy();

    // Its claim runs out; worker B takes the lead over and sends it.
    await sleep(settings.claimMs + 200);
    const nextMail = recordingMailer();
    const next = new LeadOutbox(new MailQueueStore(other.db), nextMail, build, settings, createLogger("silent"));
    next.kick();
    await next.idle();
    expect(nextMail.sent).toHaveLength(1);
    const notifiedAt = (await api.db.selectFrom("leads").select("notified_at").where("reference", "=", reference).executeTakeFirstOrThrow()).notified_at;
    expect(notifiedAt).toBeTruthy();

    // A wakes up: its claim is no longer its own, so it neither sends nor marks.
    release();
    await slow.idle();
    expect(slowMail.sent).toHaveLength(0);
    const row = await api.db.selectFrom("leads").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
    expect(row.notified_at).toBe(notifiedAt);
    expect(row.notify_attempts).toBe(1);
    expect(nextMail.sent[0]!.messageId).toBe(`<lead-${row.id}@manzil.test>`);
    await slow.stop();
    await next.stop();
  });

  it("workers on both connections share a batch of leads without sending any twice", async () => {
    const { api, other } = await setup();
    for (let i = 0; i < 12; i++) expect((await api.fetch("/api/sendQuote", jsonRequest("POST", { ...QUOTE, name: `Customer ${i}`, email: "" }))).status).toBe(201);
    const mails = [recordingMailer(), recordingMailer()];
    const workers = [new LeadOutbox(new MailQueueStore(api.db), mails[0]!, build, { ...settings, claimMs: 60_000 }, createLogger("silent")), new LeadOutbox(new MailQueueStore(other.db), mails[1]!, build, { ...settings, claimMs: 60_000 }, createLogger("silent"))];
    for (const worker of workers) worker.kick();
    await Promise.all(workers.map((worker) => worker.idle()));
    const ids = [...mails[0]!.sent, ...mails[1]!.sent].map((m) => m.messageId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    for (const worker of workers) await worker.stop();
  });
});
