import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../api/lib/logger";
import { createSmtpMailer, leadMessage } from "../../api/mail/notifier";
import { LeadOutbox } from "../../api/mail/outbox";
import { CONTACT, QUOTE } from "../support/api/lead-fixtures";
import { eventually, startSmtpPeer } from "../support/api/smtp-peer";
import { bearer, databases, jsonRequest, startTestApi, type TestApi } from "../support/api/start-test-api";
import { pakistanDateIn } from "../support/pakistan-dates";
import { MailQueueStore } from "../../api/mail/mail-queue-store";

const FAST_OUTBOX = {
  OUTBOX_POLL_MS: "50",
  OUTBOX_RETRY_BASE_MS: "100",
  OUTBOX_RETRY_MAX_MS: "300",
  LEADS_NOTIFY_TO: "office@manzil.test",
  MAIL_FROM: "Manzil website <web@manzil.test>",
};

const leadRow = (api: TestApi, reference: string) => api.db.selectFrom("leads").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();

/** A quote without an e-mail address: only the office gets an e-mail, no acknowledgement goes to the customer. */
const NO_EMAIL_QUOTE = { ...QUOTE, email: "" };

async function sendQuote(api: TestApi, body: unknown = NO_EMAIL_QUOTE): Promise<string> {
  const res = await api.json("/api/sendQuote", jsonRequest("POST", body));
  expect(res.status).toBe(201);
  return res.body.reference as string;
}

describe.each(databases)("lead notifications on $name", (database) => {
  it("e-mails staff each new lead with every detail, Reply-To the customer", async () => {
    const smtp = await startSmtpPeer();
    const api = await startTestApi(database, { ...FAST_OUTBOX, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const reference = await sendQuote(api, QUOTE);
      const office = () => smtp.accepted.filter((m) => m.envelopeTo.includes("office@manzil.test"));
      const mail = await eventually(() => office()[0], 8000, "the quote e-mail");
      expect(mail.subject).toBe(`New quote request ${reference} — House moving, Lahore → Islamabad`);
      expect(mail.envelopeTo).toEqual(["office@manzil.test"]);
      expect(mail.headers.get("from")).toContain("web@manzil.test");
      expect(mail.headers.get("reply-to")).toContain("ayesha@example.com");
      expect(mail.text).toMatch(/^Owner: +nobody yet: assign it in the leads list$/m);
      for (const detail of [reference, "Ayesha Khan", "+923001234567", "ayesha@example.com", "DHA Phase 5", "F-7", "3 bedrooms", "2025-07-01 (flexible)", "Packing and materials, Transit insurance", "Piano on the first floor"]) {
        expect(mail.text).toContain(detail);
      }
      const token = await api.login();
      const listed = await eventually(async () => {
        const lead = (await api.json("/api/leads", { headers: bearer(token) })).body.leads[0];
        return lead.notifiedAt ? lead : null;
      });
      expect(Date.parse(listed.notifiedAt)).toBeGreaterThanOrEqual(Date.parse(listed.createdAt));

      const contact = await api.json("/api/sendEmail", jsonRequest("POST", { ...CONTACT, email: "", phone: "0321 7654321" }));
      const second = await eventually(() => office()[1], 8000, "the contact e-mail");
      expect(second.subject).toBe(`New contact message ${contact.body.reference} — Bilal`);
      expect(second.headers.has("reply-to")).toBe(false);
      expect(second.text).toContain("Do you move cars to Karachi?");
      expect(second.text).toContain("+923217654321");
    } finally {
      await api.close();
      await smtp.close();
    }
  });

  it("keeps leads through a mail outage: 201 at once, then exactly one e-mail when SMTP is back", async () => {
    const probe = await startSmtpPeer();
    const port = probe.port;
    await probe.close(); // nothing listens on this port now
    const api = await startTestApi(database, { ...FAST_OUTBOX, SMTP_URL: `smtp://127.0.0.1:${port}` });
    let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
    try {
      const started = Date.now();
      const reference = await sendQuote(api);
      expect(Date.now() - started).toBeLessThan(2000);
      const failing = await eventually(async () => {
        const row = await leadRow(api, reference);
        return row.notify_attempts >= 2 ? row : null;
      });
      expect(failing.notified_at).toBeNull();
      expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);

      smtp = await startSmtpPeer({ port });
      await eventually(() => smtp!.accepted.length === 1, 8000, "the delayed e-mail");
      await sleep(700); // several more polls and retry windows
      expect(smtp.received).toHaveLength(1);
      expect(smtp.accepted[0]!.subject).toContain(reference);
      const sent = await leadRow(api, reference);
      expect(sent.notified_at).not.toBeNull();
      expect(sent.last_error).toBeNull();
    } finally {
      await api.close();
      await smtp?.close();
    }
  });

  it("marks a lead notified only after the server accepted it; a refusal is retried", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const smtp = await startSmtpPeer({
      async onMessage() {
        calls++;
        if (calls === 1) throw Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 });
        await held;
      },
    });
    const api = await startTestApi(database, { ...FAST_OUTBOX, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const reference = await sendQuote(api);
      const refused = await eventually(async () => {
        const row = await leadRow(api, reference);
        return row.notify_attempts === 1 ? row : null;
      });
      expect(refused.notified_at).toBeNull();
      expect(refused.last_error).toMatch(/451|busy/i);

      // Second attempt: the server has the message but has not answered yet.
      await eventually(() => smtp.received.length === 2, 8000, "the retry");
      await sleep(200);
      expect((await leadRow(api, reference)).notified_at).toBeNull();
      expect(smtp.accepted).toHaveLength(0);

      release();
      const done = await eventually(async () => {
        const row = await leadRow(api, reference);
        return row.notified_at ? row : null;
      });
      expect(done.notify_attempts).toBe(2);
      expect(smtp.accepted).toHaveLength(1);
    } finally {
      release();
      await api.close();
      await smtp.close();
    }
  });

  it("never sends a lead twice, even with a second worker on the same database", async () => {
    const smtp = await startSmtpPeer({ onMessage: () => sleep(120) });
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    const api = await startTestApi(database, { ...FAST_OUTBOX, OUTBOX_POLL_MS: "20", SMTP_URL: smtpUrl });
    const rival = new LeadOutbox(
      new MailQueueStore(api.db),
      createSmtpMailer(smtpUrl),
      (lead) => leadMessage(lead, { from: "web@manzil.test", to: ["office@manzil.test"] }),
      { pollMs: 15, retryBaseMs: 100, retryMaxMs: 300 },
      createLogger("silent"),
    );
    rival.start();
    try {
      const references = [];
      for (let i = 0; i < 5; i++) references.push(await sendQuote(api, { ...NO_EMAIL_QUOTE, name: `Customer ${i}` }));
      await eventually(() => smtp.accepted.length >= 5, 10_000, "five e-mails");
      await sleep(600);
      expect(smtp.received).toHaveLength(5);
      const subjects = smtp.accepted.map((m) => m.subject.split(" ")[3]);
      expect(new Set(subjects)).toEqual(new Set(references));
    } finally {
      await rival.stop();
      await api.close();
      await smtp.close();
    }
  });

  it("acknowledges the customer by e-mail with the reference and what happens next, and sends the estimate link; both go on the timeline", async () => {
    const smtp = await startSmtpPeer();
    const api = await startTestApi(database, { ...FAST_OUTBOX, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: "https://movers.example" });
    try {
      const reference = await sendQuote(api, QUOTE);
      const toCustomer = () => smtp.accepted.filter((m) => m.envelopeTo.includes("ayesha@example.com"));
      const ack = await eventually(() => toCustomer()[0], 8000, "the acknowledgement");
      expect(ack.subject).toBe(`We have received your request for a quote — reference ${reference}`);
      expect(ack.text).toContain("What happens next:");
      expect(ack.text).toContain("Free survey");

      const token = await api.login();
      const lead = (await api.json(`/api/leads?q=${reference}`, { headers: bearer(token) })).body.leads[0];
      const validUntil = pakistanDateIn(5);
      const estimate = await api.json(
        `/api/leads/${lead._id}/estimates`,
        jsonRequest("POST", { lines: [{ description: "Shehzore and crew", amount: 70_000 }], validUntil }, bearer(token)),
      );
      expect(estimate.status).toBe(201);
      const mail = await eventually(() => toCustomer()[1], 8000, "the estimate e-mail");
      expect(mail.subject).toBe(`Your moving estimate ${reference}: Rs. 70,000`);
      expect(mail.text).toContain(`https://movers.example/estimate/${estimate.body.token}`);
      const timeline = await eventually(async () => {
        const shown = (await api.json(`/api/leads/${lead._id}`, { headers: bearer(token) })).body.timeline as Array<{ kind: string; text: string }>;
        return shown.filter((e) => e.kind === "email").length === 2 ? shown : null;
      });
      expect(timeline.filter((e) => e.kind === "email").map((e) => e.text)).toEqual([
        "Acknowledgement e-mailed to ayesha@example.com",
        "Estimate link e-mailed to ayesha@example.com",
      ]);
    } finally {
      await api.close();
      await smtp.close();
    }
  });

  it("an Urdu customer's estimate e-mail is in Urdu and links to the Urdu page; the link answers the lead's language", async () => {
    const smtp = await startSmtpPeer();
    const api = await startTestApi(database, { ...FAST_OUTBOX, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: "https://movers.example" });
    try {
      const reference = await sendQuote(api, { ...QUOTE, name: "بلال احمد", email: "bilal@example.com", language: "ur" });
      const toCustomer = () => smtp.accepted.filter((m) => m.envelopeTo.includes("bilal@example.com"));
      await eventually(() => toCustomer()[0], 8000, "the acknowledgement");
      const token = await api.login();
      const lead = (await api.json(`/api/leads?q=${reference}`, { headers: bearer(token) })).body.leads[0];
      const estimate = await api.json(
        `/api/leads/${lead._id}/estimates`,
        jsonRequest("POST", { lines: [{ description: "شہزور اور عملہ", amount: 70_000 }], validUntil: "2099-12-10" }, bearer(token)),
      );
      expect(estimate.status).toBe(201);
      const mail = await eventually(() => toCustomer()[1], 8000, "the estimate e-mail");
      expect(mail.subject).toBe(`آپ کی شفٹنگ کا تخمینہ ${reference}: 70,000 روپے`);
      expect(mail.text).toContain("محترم بلال احمد،");
      expect(mail.text).toContain("- شہزور اور عملہ: 70,000 روپے");
      expect(mail.text).toContain("10 دسمبر، 2099 تک کارآمد");
      expect(mail.text).toContain(`https://movers.example/ur/estimate/${estimate.body.token}`);
      expect(mail.text).not.toContain("Dear");
      expect((await api.json(`/api/leads/estimates/${estimate.body.token}`)).body.language).toBe("ur");
    } finally {
      await api.close();
      await smtp.close();
    }
  });

  it("stores leads and sends nothing when SMTP_URL is not set", async () => {
    const api = await startTestApi(database, FAST_OUTBOX);
    try {
      expect(api.outbox).toBeUndefined();
      const reference = await sendQuote(api);
      await sleep(150);
      const row = await leadRow(api, reference);
      expect(row.notified_at).toBeNull();
      expect(row.notify_attempts).toBe(0);
    } finally {
      await api.close();
    }
  });
});
