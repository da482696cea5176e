import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useMessages } from "~/i18n/use-messages";
import { paymentsStylesheet } from "~/features/payments";
import type { loader } from "./receipt-route.server";
import { moveStylesheet } from "./stylesheet";

export { headers, loader } from "./receipt-route.server";

export const links: LinksFunction = () => [moveStylesheet, paymentsStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.messages["care.receiptTitle"] ?? "Receipt"} ${data.number} | ${data.company.name}` : "Receipt" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CustomerReceiptPage() {
  const r = useLoaderData<typeof loader>();
  const t = useMessages();
  return (
    <section className="section">
      <div className="container narrow">
        <p className="receipt-tools">
          <a href={r.backPath}>{t("move.back")}</a>
        </p>
        <article className="receipt" aria-labelledby="receipt-title">
          <header className="receipt-head">
            <div>
              <p className="receipt-company">{r.company.name}</p>
              <p className="muted">
                <bdi>{r.company.address}</bdi>
              </p>
              <p className="muted">
                <span dir="ltr">{r.company.phone}</span> · <span dir="ltr">{r.company.email}</span>
              </p>
            </div>
            <div className="receipt-number">
              <h1 id="receipt-title">{t("care.receiptTitle")}</h1>
              <p dir="ltr" data-testid="receipt-number">
                {r.number}
              </p>
            </div>
          </header>
          <dl className="receipt-fields">
            <div>
              <dt>{t("care.receiptFrom")}</dt>
              <dd>{r.name}</dd>
            </div>
            <div>
              <dt>{t("care.receiptReference")}</dt>
              <dd dir="ltr">{r.reference}</dd>
            </div>
            <div>
              <dt>{t("care.receiptDate")}</dt>
              <dd>{r.date}</dd>
            </div>
            <div>
              <dt>{t("care.receiptMethod")}</dt>
              <dd>
                {r.method}
                {r.methodReference ? (
                  <>
                    {" "}
                    (<bdi dir="ltr">{r.methodReference}</bdi>)
                  </>
                ) : null}
              </dd>
            </div>
            <div className="receipt-amount">
              <dt>{t("care.receiptAmount")}</dt>
              <dd className="money" data-testid="receipt-amount">
                <bdi>{r.amount}</bdi>
              </dd>
            </div>
            {r.total ? (
              <>
                <div>
                  <dt>{t("care.total")}</dt>
                  <dd className="money">
                    <bdi>{r.total}</bdi>
                  </dd>
                </div>
                <div>
                  <dt>{t("care.receiptToDate")}</dt>
                  <dd className="money">
                    <bdi>{r.toDate}</bdi>
                  </dd>
                </div>
                <div>
                  <dt>{t("care.balance")}</dt>
                  <dd className="money" data-testid="receipt-balance">
                    <bdi>{r.balance}</bdi>
                  </dd>
                </div>
              </>
            ) : null}
          </dl>
          <p className="muted receipt-foot">{t("care.receiptThanks", { company: r.company.name })}</p>
        </article>
        <p className="muted receipt-tools">{t("care.receiptPrint")}</p>
      </div>
    </section>
  );
}
