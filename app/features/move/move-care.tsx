import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { useMessages } from "~/i18n/use-messages";
import type { CareView } from "./move-care.server";

type Payment = NonNullable<CareView["payment"]>;

const MARK = "\u0000";
const withReference = (text: string, reference: string) =>
  text.split(MARK).flatMap((part, index) => (index === 0 ? [part] : [<bdi key={index} dir="ltr">{reference}</bdi>, part]));

/** Raast QR (with its data as text), bank transfer, cash to the crew. */
function PaymentSection({ payment, reference }: { payment: Payment; reference: string }) {
  const t = useMessages();
  const ways = payment.ways;
  const ref = <bdi dir="ltr">{reference}</bdi>;
  return (
    <section className="move-care" aria-labelledby="move-pay-title" id="pay" data-testid="move-pay">
      <h2 id="move-pay-title">{t("care.payTitle")}</h2>
      <dl className="move-figures">
        <div>
          <dt>{t("care.total")}</dt>
          <dd>
            <bdi>{payment.total}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("care.received")}</dt>
          <dd>
            <bdi>{payment.received}</bdi>
          </dd>
        </div>
        <div className="move-range">
          <dt>{t("care.balance")}</dt>
          <dd data-testid="move-balance">
            <bdi>{payment.balance}</bdi>
          </dd>
        </div>
      </dl>
      {payment.settled ? <p className="move-notice">{t("care.settled")}</p> : null}
      {ways ? (
        <>
          <p className="move-pay-now">
            <strong>{payment.payNow}</strong>
          </p>
          <p>{withReference(t("care.payIntro", { reference: MARK }), reference)}</p>
          <div className="move-pay-ways">
            <section className="move-pay-way" aria-labelledby="move-raast-title">
              <h3 id="move-raast-title">{t("care.raastTitle")}</h3>
              <p>{t("care.raastHint")}</p>
              <div
                className="move-qr"
                role="img"
                aria-label={t("care.raastAlt", { amount: ways.amount, title: ways.accountTitle, reference })}
                data-testid="raast-qr"
                data-payload={ways.qr.payload}
                dangerouslySetInnerHTML={{ __html: ways.qr.svg }}
              />
              <p className="muted">{t("care.raastTyped")}</p>
              <dl className="move-pay-fields" data-testid="raast-text">
                <div>
                  <dt>{t("care.raastId")}</dt>
                  <dd dir="ltr">{ways.raastAccount}</dd>
                </div>
                <div>
                  <dt>{t("care.accountTitle")}</dt>
                  <dd dir="ltr">{ways.accountTitle}</dd>
                </div>
                <div>
                  <dt>{t("care.amount")}</dt>
                  <dd>
                    <bdi>{ways.amount}</bdi>
                  </dd>
                </div>
                <div>
                  <dt>{t("care.reference")}</dt>
                  <dd>{ref}</dd>
                </div>
              </dl>
            </section>
            <section className="move-pay-way" aria-labelledby="move-bank-title">
              <h3 id="move-bank-title">{t("care.bankTitle")}</h3>
              <dl className="move-pay-fields">
                <div>
                  <dt>{t("care.bank")}</dt>
                  <dd dir="ltr">{ways.bankName}</dd>
                </div>
                <div>
                  <dt>{t("care.iban")}</dt>
                  <dd dir="ltr">{ways.iban}</dd>
                </div>
                <div>
                  <dt>{t("care.accountTitle")}</dt>
                  <dd dir="ltr">{ways.accountTitle}</dd>
                </div>
                <div>
                  <dt>{t("care.reference")}</dt>
                  <dd>{ref}</dd>
                </div>
              </dl>
              <p>{withReference(t("care.bankHint", { reference: MARK }), reference)}</p>
            </section>
            <section className="move-pay-way" aria-labelledby="move-cash-title">
              <h3 id="move-cash-title">{t("care.cashTitle")}</h3>
              <p>{t("care.cashHint")}</p>
            </section>
          </div>
        </>
      ) : null}
    </section>
  );
}

function ReceiptsSection({ receipts }: { receipts: CareView["receipts"] }) {
  const t = useMessages();
  return (
    <section aria-labelledby="move-receipts-title" id="receipts">
      <h2 id="move-receipts-title">{t("care.receiptsTitle")}</h2>
      <ul className="move-receipts" data-testid="move-receipts">
        {receipts.map((receipt) => (
          <li key={receipt.id}>
            {receipt.path && receipt.number ? (
              <>
                <a href={receipt.path}>
                  {t("care.receiptTitle")} <bdi dir="ltr">{receipt.number}</bdi>
                </a>
                :{" "}
              </>
            ) : null}
            {receipt.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PrepareSection({ items }: { items: string[] }) {
  const t = useMessages();
  return (
    <section aria-labelledby="move-prepare-title">
      <h2 id="move-prepare-title">{t("care.prepareTitle")}</h2>
      <ul className="move-prepare">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export type ReviewFormState = { rating: number | null; comment: string; key: string; errors: Record<string, string[] | undefined>; formError: string | null };

const RATINGS = [5, 4, 3, 2, 1] as const;

/** A plain POST: no JavaScript needed. */
export function ReviewForm({ actionPath, state }: { actionPath: string; state: ReviewFormState }) {
  const t = useMessages();
  const ratingError = state.errors.rating?.[0];
  const commentError = state.errors.comment?.[0];
  return (
    <form method="post" action={actionPath} className="move-review-form" noValidate>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={state.key} />
      {state.formError ? (
        <p className="error-text" role="alert">
          {state.formError}
        </p>
      ) : null}
      <fieldset className="move-rating" aria-describedby={ratingError ? "review-rating-error" : undefined} aria-invalid={ratingError ? true : undefined}>
        <legend>{t("care.rating")}</legend>
        {RATINGS.map((n) => (
          <label key={n} className="move-rating-option">
            <input type="radio" name="rating" value={n} defaultChecked={state.rating === n} required />
            <span>{t(`care.rating${n}`)}</span>
          </label>
        ))}
        {ratingError ? (
          <p className="error-text" id="review-rating-error">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className="form-field">
        <label htmlFor="review-comment">{t("care.comment")}</label>
        <textarea
          id="review-comment"
          name="comment"
          rows={4}
          maxLength={1000}
          defaultValue={state.comment}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? "review-comment-error" : undefined}
        />
        {commentError ? (
          <p className="error-text" id="review-comment-error">
            {commentError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button">
        {t("care.send")}
      </button>
    </form>
  );
}

function ReviewSection({ review, notice }: { review: NonNullable<CareView["review"]>; notice: string | null }) {
  const t = useMessages();
  const current = review.current;
  return (
    <section className="move-care" aria-labelledby="move-review-title" id="review" data-testid="move-review">
      <h2 id="move-review-title">{t("care.reviewTitle")}</h2>
      {notice ? (
        <p className="move-notice" role="status">
          {notice}
        </p>
      ) : null}
      {current ? (
        <>
          <p>
            <strong>{t("care.yourRating", { rating: current.rating })}</strong>
          </p>
          {current.complaint ? (
            <>
              <p data-testid="move-complaint">{t("care.complaint")}</p>
              <DamagePhotos review={review} />
            </>
          ) : (
            <>
              <p>{t("care.thanks")}</p>
              <p>
                {t("care.reviewLinkIntro")}{" "}
                <a href={review.reviewLink} rel="noopener" data-testid="public-review-link">
                  {t("care.reviewLink")}
                </a>
              </p>
            </>
          )}
          <p className="muted">{t("care.change")}</p>
        </>
      ) : (
        <p>{t("care.reviewIntro")}</p>
      )}
      <ReviewForm actionPath={review.actionPath} state={{ rating: current?.rating ?? null, comment: current?.comment ?? "", key: review.key, errors: {}, formError: null }} />
    </section>
  );
}

function DamagePhotos({ review }: { review: NonNullable<CareView["review"]> }) {
  const t = useMessages();
  return (
    <div className="move-damage">
      <h3>{t("care.damageTitle")}</h3>
      {review.damagePhotos.length ? (
        <ul className="move-photos">
          {review.damagePhotos.map((photo) => (
            <li key={photo.id}>
              <img src={photo.src} alt={t("care.damagePhoto")} width={photo.width} height={photo.height} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <form method="post" action={review.actionPath} encType="multipart/form-data" className="move-photo-form">
        <input type="hidden" name="intent" value="photos" />
        <p className="muted" id="damage-hint">
          {t("care.damageHint")}
        </p>
        <label htmlFor="damage-photos">{t("care.damagePhotos")}</label>
        <input id="damage-photos" type="file" name="photos" accept="image/*" capture="environment" multiple required aria-describedby="damage-hint" />
        <button type="submit" className="button button-outline">
          {t("care.damageUpload")}
        </button>
      </form>
    </div>
  );
}

export function MoveCareSections({ care, notice }: { care: CareView; notice: string | null }) {
  return (
    <>
      {care.payment ? <PaymentSection payment={care.payment} reference={care.reference} /> : null}
      {care.receipts.length ? <ReceiptsSection receipts={care.receipts} /> : null}
      {care.prepare ? <PrepareSection items={care.prepare} /> : null}
      {care.review ? <ReviewSection review={care.review} notice={notice} /> : null}
    </>
  );
}
