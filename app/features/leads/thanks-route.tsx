import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { THANKS_ANCHOR } from "./lead-paths";
import { RequestPriceEstimate } from "./price-estimate-view";
import { STATIC_PAGE, useContactPhone, useWhatsAppNumber } from "~/features/site-shell";
import { PhoneNumber } from "~/shared/ui/phone-number";
import { PageBanner } from "~/shared/ui/page-banner";
import { telHref, whatsappHref } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { CheckIcon, PhoneIcon, WhatsAppIcon } from "~/shared/ui/icons";
import type { loader } from "./thanks-route.server";
import { leadsStylesheet } from "./stylesheet";

export const links: LinksFunction = () => [leadsStylesheet];
import { pathIn } from "~/i18n/alternates";
import { useMessages } from "~/i18n/use-messages";
export { loader, headers } from "./thanks-route.server";

/** A confirmation to read, with links and a phone number: no JavaScript. */
export const handle = STATIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages["thanks.metaTitle"]?.replace("{company}", site.companyName) ?? `Request received | ${site.companyName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function BookThanks() {
  const { lang, replyPromise, reference, summary, estimate, whatsappText, movePath } = useLoaderData<typeof loader>();
  const phone = useContactPhone();
  const whatsappNumber = useWhatsAppNumber();
  const t = useMessages();

  return (
    <>
      <PageBanner title={t("thanks.title")} crumbs={[{ name: t("thanks.crumbQuote"), path: pathIn("/book", lang) }, { name: t("thanks.crumbReceived") }]} />
      <section className="section">
        <div className="container narrow thanks">
          <div className="thanks-card" role="status" id={THANKS_ANCHOR} tabIndex={-1}>
            <span className="thanks-icon" aria-hidden="true">
              <CheckIcon size={28} />
            </span>
            <div>
              <h2 className="thanks-title">{t("thanks.received")}</h2>
              <p className="thanks-reference">
                {t("thanks.reference")}{" "}
                <bdi dir="ltr">
                  <strong data-testid="lead-reference">{reference}</strong>
                </bdi>
              </p>
              <p className="muted">{t("thanks.mentionReference")}</p>
            </div>
          </div>

          {movePath ? (
            <div className="thanks-move">
              <h2 className="thanks-subtitle">
                <Link to={movePath} data-testid="thanks-move-link">
                  {t("thanks.moveLink")}
                </Link>
              </h2>
              <p>{t("thanks.moveLinkText")}</p>
            </div>
          ) : null}

          {summary ? (
            <div className="thanks-summary">
              <h2 className="thanks-subtitle">{t("thanks.yourRequest")}</h2>
              <dl className="summary-list">
                {summary.map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    {/* People's words take their own direction; a phone number reads left to right on Urdu pages too. */}
                    <dd>{row.ltr ? <bdi dir="ltr">{row.value}</bdi> : <bdi>{row.value}</bdi>}</dd>
                  </div>
                ))}
              </dl>
              <RequestPriceEstimate range={estimate} />
            </div>
          ) : null}

          <h2 className="thanks-subtitle">{t("thanks.next")}</h2>
          <ol className="next-steps">
            <li>
              <strong>{t("thanks.callBack")}</strong> {t("thanks.callBackText")} {replyPromise}
            </li>
            <li>
              <strong>{t("thanks.freeSurvey")}</strong> {t("thanks.freeSurveyText")}
            </li>
            <li>
              <strong>{t("thanks.fixedQuote")}</strong> {t("thanks.fixedQuoteText")}
            </li>
          </ol>

          <div className="thanks-actions">
            <a className="button button-whatsapp" href={whatsappHref(whatsappNumber, whatsappText)} rel="noopener" data-testid="thanks-whatsapp">
              <WhatsAppIcon size={20} /> {t("thanks.continueWhatsApp")}
            </a>
            <a className="button button-outline" href={telHref(phone.number)} data-contact-phone>
              <PhoneIcon size={18} /> {t("thanks.call")} <PhoneNumber e164={phone.number} />
            </a>
          </div>
          <p>
            <Link to={pathIn("/", lang)}>{t("thanks.home")}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
