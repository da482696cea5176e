import { estimatePath, type EstimateLine } from "../contract/estimates";
import { formatPkrIn } from "../contract/money";
import type { EstimateRow, LeadRow } from "../db/schema";
import { formatPakistanDate } from "../contract/pakistan-time";
import type { MailQueueStore } from "./mail-queue-store";

/** Queued in the request's transaction so a mail outage loses nothing; only with SMTP set and an address given. */
export class CustomerMail {
  constructor(
    private readonly queue: MailQueueStore,
    private readonly settings: { siteUrl: string; companyName: string },
    private readonly kick: () => void,
  ) {}

  private async send(lead: LeadRow, kind: string, subject: string, text: string): Promise<void> {
    if (!lead.email) return;
    await this.queue.enqueue({ leadId: lead.id, kind, to: lead.email, subject, text });
    this.kick();
  }

  async acknowledge(lead: LeadRow): Promise<void> {
    const { companyName } = this.settings;
    const what = lead.kind === "quote" ? "request for a quote" : "message";
    const next =
      lead.kind === "quote"
        ? [
            "What happens next:",
            "1. We call you back within working hours (Monday to Saturday), usually the same day, to go through your move.",
            "2. Free survey at your home or office, or a quick walk-through on a WhatsApp video call.",
            "3. Fixed written quote listing the crew, vehicles, packing and services, with no obligation.",
          ]
        : ["What happens next: we answer within working hours (Monday to Saturday), usually the same day."];
    await this.send(
      lead,
      "acknowledgement",
      `We have received your ${what} — reference ${lead.reference}`,
      [`Dear ${lead.name},`, "", `Thank you for your ${what}. Your reference is ${lead.reference}; please mention it when you call or message us.`, "", ...next, "", companyName].join("\n"),
    );
  }

  /** In the lead's language. */
  async estimate(lead: LeadRow, estimate: EstimateRow): Promise<void> {
    const { companyName, siteUrl } = this.settings;
    const urdu = lead.language === "ur";
    const rupees = (amount: number) => formatPkrIn(lead.language, amount);
    const lines = (JSON.parse(estimate.lines) as EstimateLine[]).map((line) => `- ${line.description}: ${rupees(line.amount)}`);
    const validUntil = formatPakistanDate(estimate.valid_until, urdu ? "ur-PK" : "en-GB");
    const link = `${siteUrl}${urdu ? "/ur" : ""}${estimatePath(estimate.token)}`;
    const text = urdu
      ? [
          `محترم ${lead.name}،`,
          "",
          `آپ کی شفٹنگ کے لیے ہمارا تخمینہ (حوالہ نمبر ${lead.reference}):`,
          "",
          ...lines,
          `کل رقم: ${rupees(estimate.total)}`,
          "",
          `اسے یہاں دیکھیں، پرنٹ کریں اور قبول کریں (${validUntil} تک کارآمد):`,
          link,
          "",
          companyName,
        ]
      : [
          `Dear ${lead.name},`,
          "",
          `Here is our estimate for your move (reference ${lead.reference}):`,
          "",
          ...lines,
          `Total: ${rupees(estimate.total)}`,
          "",
          `See it, print it and accept it here (valid until ${validUntil}):`,
          link,
          "",
          companyName,
        ];
    const subject = urdu ? `آپ کی شفٹنگ کا تخمینہ ${lead.reference}: ${rupees(estimate.total)}` : `Your moving estimate ${lead.reference}: ${rupees(estimate.total)}`;
    await this.send(lead, "estimate", subject, text.join("\n"));
  }
}
