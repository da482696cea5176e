import rawPrepare from "../../../content/move-prepare.json";
import { DAMAGE_ROOM, type MoveCare } from "~contract/move-care";
import { movePath, type Move } from "~contract/moves";
import { t } from "~/i18n/catalogue.server";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/languages";
import { pathIn } from "~/i18n/alternates";
import { newSubmissionKey } from "~/shared/forms/submission-key";
import { site } from "~/shared/site/site-config";
import { companyPayee, raastQr } from "~/features/payments/index.server";
import { photoPath, rangeIn } from "./move-view.server";
import { prepareSchema } from "./prepare-schema";

let prepare: ReturnType<typeof prepareSchema.parse> | undefined;

/** A broken file fails loudly, naming the entry. */
function prepareList(lang: Lang): string[] {
  prepare ??= prepareSchema.parse(rawPrepare);
  return prepare.items.map((item) => item[lang]);
}

export const reviewPath = (token: string, lang: Lang) => pathIn(`${movePath(token)}/review`, lang);
const customerReceiptPath = (token: string, paymentId: string, lang: Lang) => pathIn(`${movePath(token)}/receipts/${paymentId}`, lang);

/** The advance while part of it is owed, then the balance. */
function amountToPay(money: MoveCare["money"]): { amount: number; advance: boolean } | null {
  if (money.due === null || money.due === 0) return null;
  return money.advanceDue ? { amount: money.advanceDue, advance: true } : { amount: money.due, advance: false };
}

/** null parts are not shown. */
export async function careView(lang: Lang, token: string, care: MoveCare, move: Move) {
  const rupees = (amount: number) => rangeIn(lang, { min: amount, max: amount });
  const { money } = care;
  const toPay = amountToPay(money);
  const payee = companyPayee();
  const payment =
    money.total === null
      ? null
      : {
          total: rupees(money.total),
          received: rupees(money.net),
          balance: rupees(money.due ?? 0),
          settled: toPay === null,
          payNow: toPay ? t(lang, toPay.advance ? "care.payNowAdvance" : "care.payNowBalance", { amount: rupees(toPay.amount) }) : null,
          ways: toPay
            ? {
                amount: rupees(toPay.amount),
                qr: await raastQr({ amount: toPay.amount, reference: care.reference }, payee),
                raastAccount: payee.account,
                accountTitle: payee.accountTitle,
                bankName: site.payments.bankName,
                iban: site.payments.iban,
              }
            : null,
        };
  const receipts = care.payments.map((entry) => ({
    id: entry._id,
    refund: entry.kind === "refund",
    number: entry.receiptNumber,
    path: entry.kind === "payment" ? customerReceiptPath(token, entry._id, lang) : null,
    text:
      entry.kind === "payment"
        ? t(lang, "care.receiptLine", { amount: rupees(entry.amount), method: t(lang, `care.method.${entry.method}`), date: formatDate(lang, `${entry.paidOn}T12:00:00+05:00`) })
        : t(lang, "care.refundLine", { amount: rupees(entry.amount), date: formatDate(lang, `${entry.paidOn}T12:00:00+05:00`) }),
  }));
  const review =
    care.status === "moved"
      ? {
          current: care.review,
          actionPath: reviewPath(token, lang),
          key: newSubmissionKey(),
          reviewLink: site.review.link,
          damagePhotos: move.photos.filter((photo) => photo.room === DAMAGE_ROOM).map((photo) => ({ id: photo._id, src: photoPath(token, photo._id), width: photo.width, height: photo.height })),
        }
      : null;
  const booked = care.status === "booked" || care.status === "moved" || money.total !== null;
  return { reference: care.reference, payment, receipts, prepare: booked ? prepareList(lang) : null, review };
}
export type CareView = Awaited<ReturnType<typeof careView>>;
