import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 for mail tests (no mocked transport).
 * `onMessage` decides the SMTP answer: return to accept (250), throw to refuse.
 */

export interface ReceivedMail {
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  raw: string;
}

export interface SmtpPeer {
  port: number;
  /** Messages the server accepted, in order. */
  accepted: ReceivedMail[];
  /** Every DATA the server received, accepted or not. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / ?B?) to text. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) => {
    if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
    const bytes = text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  });
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function parseMail(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return {
    envelopeTo,
    headers,
    subject: headers.get("subject") ?? "",
    text: decodeBody(raw.slice(split + 4), headers.get("content-transfer-encoding")).replace(/\r\n/g, "\n"),
    raw,
  };
}

export async function startSmtpPeer(options: { port?: number; onMessage?: (mail: ReceivedMail) => void | Promise<void> } = {}): Promise<SmtpPeer> {
  const accepted: ReceivedMail[] = [];
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString("utf8"),
          session.envelope.rcptTo.map((r) => r.address),
        );
        received.push(mail);
        Promise.resolve()
          .then(() => options.onMessage?.(mail))
          .then(
            () => {
              accepted.push(mail);
              callback();
            },
            (error: Error & { responseCode?: number }) => {
              error.responseCode ??= 451;
              callback(error);
            },
          );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    accepted,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it returns a truthy value or the time is up. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 8000, what = "condition"): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
