import nodemailer from "nodemailer";
import { CITIES, EXTRAS, MOVE_SERVICES, PROPERTY_SIZES } from "../contract/leads";
import type { LeadRow } from "../db/schema";

export interface MailMessage {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  /** A copy sent twice can be recognised as one. */
  messageId?: string;
}

export function stableMessageId(kind: string, id: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? "manzil.invalid";
  return `<${kind}-${id}@${domain}>`;
}

/** How many mails one worker hands to the SMTP server at the same time. */
export const OUTBOX_SENDS_AT_ONCE = 4;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  // A burst of leads costs one handshake per connection, not per mail.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: OUTBOX_SENDS_AT_ONCE,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      if (!info.accepted || info.accepted.length === 0) throw new Error(`SMTP server accepted no recipient (rejected: ${String(info.rejected)})`);
    },
    close() {
      transport.close();
    },
  };
}

const label = (list: ReadonlyArray<{ id: string; label: string }>, id: unknown): string =>
  list.find((item) => item.id === id)?.label ?? String(id ?? "");

function cityName(id: unknown, area: unknown): string {
  if (id === "other") return typeof area === "string" && area ? area : "other city";
  return label(CITIES, id).split(" / ")[0]!;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

export function leadMessage(lead: LeadRow & { owner_name?: string | null }, settings: { from: string; to: string[] }): MailMessage {
  const d = JSON.parse(lead.details) as Record<string, unknown>;
  const lines: Array<[string, string]> = [
    ["Reference", lead.reference],
    ["Received", lead.created_at],
    ["Name", lead.name],
    ["Phone", lead.phone || "—"],
    ["E-mail", lead.email || "—"],
    ["Owner", lead.owner_name ?? (lead.owner_id ? "a former staff member" : "nobody yet: assign it in the leads list")],
  ];
  let subject: string;
  if (lead.kind === "quote") {
    const from = cityName(d.fromCity, d.fromArea);
    const to = cityName(d.toCity, d.toArea);
    subject = `New quote request ${lead.reference} — ${label(MOVE_SERVICES, d.service)}, ${from} → ${to}`;
    const extras = Array.isArray(d.extras) ? d.extras.map((e) => label(EXTRAS, e)) : [];
    lines.push(
      ["Service", label(MOVE_SERVICES, d.service)],
      ["From", [label(CITIES, d.fromCity), d.fromArea].filter(Boolean).join(", ")],
      ["To", [label(CITIES, d.toCity), d.toArea].filter(Boolean).join(", ")],
      ["Move date", `${d.moveDate || "not given"}${d.flexibleDate ? " (flexible)" : ""}`],
      ["Size of the move", label(PROPERTY_SIZES, d.propertySize)],
      ["Floor", String(d.floor ?? 0)],
      ["Lift", d.lift ? "yes" : "no"],
      ["Extras", extras.length ? extras.join(", ") : "none"],
      ["Notes", String(d.notes || "—")],
    );
  } else {
    subject = `New contact message ${lead.reference} — ${lead.name}`;
    lines.push(["Message", String(d.message ?? "")]);
  }
  const width = Math.max(...lines.map(([name]) => name.length));
  const text = [
    lead.kind === "quote" ? "A visitor asked for a quote on the website." : "A visitor sent a message through the website.",
    "",
    ...lines.map(([name, value]) => `${`${name}:`.padEnd(width + 2)}${value.includes("\n") ? `\n${value}` : value}`),
    ...(lead.duplicate_of ? ["", "Possible duplicate of an open lead with the same phone number or e-mail: see the lead page."] : []),
    "",
    lead.email ? "Reply to this e-mail to answer the customer." : "The customer gave no e-mail address: call them back.",
  ].join("\n");
  return {
    from: settings.from,
    to: settings.to,
    ...(lead.email ? { replyTo: lead.email } : {}),
    subject: oneLine(subject),
    text,
    messageId: stableMessageId("lead", lead.id, settings.from),
  };
}
