import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/shared/ui/page-banner";
import { PhoneNumber } from "~/shared/ui/phone-number";
import { telHref, whatsappHref } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { CheckIcon, PhoneIcon, WhatsAppIcon } from "~/shared/ui/icons";
import { estimateStylesheet, leadsStylesheet } from "./stylesheet";
import type { action, loader } from "./estimate-route.server";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import type { FieldConstraints } from "~/shared/forms/fields";
import { plainControls } from "~/shared/forms/form-controls";
import { TextField } from "~/shared/forms/form-fields";
import { FormError } from "~/shared/forms/form-messages";
import { useMessages } from "~/i18n/use-messages";
import type { ReactNode } from "react";
export { loader, action, headers } from "./estimate-route.server";

export const links: LinksFunction = () => [leadsStylesheet, estimateStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data?.ok
      ? (data.messages["estimate.metaTitle"] ?? "").replace("{reference}", data.estimate.reference).replace("{company}", site.companyName)
      : `${data?.messages["estimate.pageTitle"] ?? "Your estimate"} | ${site.companyName}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

const ACCEPT_FORM_ID = "estimate-accept";
/** No zod on this public page: the action's schema stays on the server. */
const ACCEPT_CONSTRAINT: FieldConstraints = { acceptName: { required: true, minLength: 2, maxLength: 100 } };

function Sentence({ template, parts }: { template: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {template.split(/(\{\w+\})/).map((piece, i) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <span key={i}>{name && name in parts ? parts[name] : piece}</span>;
      })}
    </>
  );
}

/** Both in the server's HTML (needs-script / without-script, base.css): a hint swapped for a button at hydration moved the row. */
function PrintButton() {
  const enhanced = useHydrated();
  const t = useMessages();
  return (
    <>
      <p className="muted estimate-print-hint without-script">{t("estimate.printHint")}</p>
      <button type="button" className="button button-outline needs-script" disabled={!enhanced} onClick={() => window.print()}>
        {t("estimate.print")}
      </button>
    </>
  );
}

export default function EstimatePage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const accepting = useIsPending();
  const t = useMessages();

  if (!page.ok) {
    return (
      <>
        <PageBanner title={t("estimate.pageTitle")} crumbs={[{ name: t("estimate.crumb") }]} />
        <section className="section">
          <div className="container narrow">
            <p className="error-text" role="alert">
              {page.message}
            </p>
          </div>
        </section>
      </>
    );
  }

  const { estimate } = page;
  const office = estimate.letterhead;
  const closedMessage = estimate.state === "expired" ? t("estimate.expired") : estimate.state === "withdrawn" ? t("estimate.withdrawn") : null;
  const whatsappText = t("estimate.whatsappText", { reference: estimate.reference });
  const template = (key: Parameters<typeof t>[0]) => page.messages[key as keyof typeof page.messages] ?? key;
  const reference = <bdi className="estimate-reference">{estimate.reference}</bdi>;
  const acceptControls = plainControls(ACCEPT_FORM_ID, ACCEPT_CONSTRAINT, refused);
  const refusal = refused?.error?.[""] ?? undefined;
  return (
    <section className="section estimate-section">
      <div className="container narrow estimate-page">
        <p className="estimate-language">
          <Link to={page.otherLanguagePath} lang={page.lang === "ur" ? "en" : "ur"} hrefLang={page.lang === "ur" ? "en" : "ur"} reloadDocument>
            {t("estimate.otherLanguage")}
          </Link>
        </p>
        <article className="estimate-document" aria-labelledby="estimate-title">
          <header className="estimate-letterhead">
            <div className="estimate-from">
              <p className="estimate-company">{office.companyName}</p>
              <p>
                <Sentence template={template("estimate.officeAddress")} parts={{ office: office.officeName, address: <bdi lang={page.lang === "en" ? undefined : "en"}>{office.address}</bdi> }} />
              </p>
              <p>
                <PhoneNumber e164={office.phone} /> · <bdi>{office.email}</bdi> · <bdi>{office.hours}</bdi>
              </p>
            </div>
            <div className="estimate-heading">
              <h1 id="estimate-title">
                {t("estimate.title")} {reference}
              </h1>
              <dl className="estimate-dates">
                <div>
                  <dt>{t("estimate.issued")}</dt>
                  <dd>{estimate.issued}</dd>
                </div>
                <div>
                  <dt>{t("estimate.validUntil")}</dt>
                  <dd>{estimate.validUntil}</dd>
                </div>
              </dl>
            </div>
          </header>

          {closedMessage ? (
            <div className="estimate-closed" role="alert" data-testid="estimate-closed">
              <h2>{closedMessage}</h2>
              <p>
                {estimate.state === "expired" ? `${t("estimate.wasValidUntil", { date: estimate.validUntil })} ` : ""}
                {t("estimate.askForNew", { reference: estimate.reference })}
              </p>
            </div>
          ) : null}
          {estimate.state === "accepted" ? (
            <div className="thanks-card" role="status" data-testid="estimate-accepted">
              <span className="thanks-icon" aria-hidden="true">
                <CheckIcon size={28} />
              </span>
              <div>
                <h2 className="thanks-title">{t("estimate.booked")}</h2>
                <p>{t("estimate.bookedText", { when: estimate.acceptedAt ?? "" })}</p>
              </div>
            </div>
          ) : null}

          <p className="estimate-greeting">
            <Sentence template={template("estimate.greeting")} parts={{ name: <bdi>{estimate.customerName}</bdi>, company: <bdi>{office.companyName}</bdi> }} />
          </p>

          {estimate.move.length ? (
            <section aria-labelledby="estimate-move-title">
              <h2 id="estimate-move-title" className="estimate-subtitle">
                {t("estimate.yourMove")}
              </h2>
              <dl className="estimate-move" data-testid="estimate-move">
                {estimate.move.map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>
                      <bdi>{row.value}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          <section aria-labelledby="estimate-lines-title">
            <h2 id="estimate-lines-title" className="estimate-subtitle">
              {t("estimate.linesTitle")}
            </h2>
            <table className="estimate-table">
              <caption className="visually-hidden">{t("estimate.linesCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("estimate.item")}</th>
                  <th scope="col" className="estimate-amount">
                    {t("estimate.amount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {estimate.lines.map((line, i) => (
                  <tr key={i}>
                    <td dir="auto">{line.description}</td>
                    <td className="estimate-amount">{line.amount}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="estimate-total-row">
                  <th scope="row">{t("estimate.total")}</th>
                  <td className="estimate-amount" data-testid="estimate-total">
                    <strong>{estimate.total}</strong>
                  </td>
                </tr>
                {estimate.advance ? (
                  <>
                    <tr>
                      <th scope="row">{t("estimate.advance")}</th>
                      <td className="estimate-amount">{estimate.advance}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t("estimate.balance")}</th>
                      <td className="estimate-amount">{estimate.balance}</td>
                    </tr>
                  </>
                ) : null}
              </tfoot>
            </table>
          </section>
          {estimate.inventory?.rooms.length ? (
            <section aria-labelledby="estimate-inventory-title" data-testid="estimate-inventory">
              <h2 id="estimate-inventory-title" className="estimate-subtitle">
                {t("estimate.inventoryTitle")}
              </h2>
              <p className="muted">
                <Sentence template={template("estimate.pricedOn")} parts={{ link: <Link to={estimate.inventory.movePath}>{t("estimate.movePage")}</Link> }} />
              </p>
              {estimate.inventory.rooms.map((room) => (
                <div key={room.name}>
                  <h3 className="estimate-room">{room.name}</h3>
                  <ul>
                    {room.lines.map((line, index) => (
                      <li key={index}>
                        <bdi>{line.quantity}</bdi> × {line.name}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ) : null}
          {estimate.included ? (
            <section aria-labelledby="estimate-included-title">
              <h2 id="estimate-included-title" className="estimate-subtitle">
                {t("estimate.included")}
              </h2>
              <p className="estimate-text" dir="auto">
                {estimate.included}
              </p>
            </section>
          ) : null}
          <section aria-labelledby="estimate-terms-title">
            <h2 id="estimate-terms-title" className="estimate-subtitle">
              {t("estimate.terms")}
            </h2>
            {estimate.terms ? (
              <p className="estimate-text" dir="auto">
                {estimate.terms}
              </p>
            ) : null}
            <p className="estimate-validity" data-testid="estimate-validity">
              <Sentence
                template={template("estimate.validity")}
                parts={{ date: estimate.validUntil, office: <bdi>{office.officeName}</bdi>, phone: <PhoneNumber e164={office.phone} />, reference }}
              />
            </p>
          </section>

          {estimate.state === "open" ? (
            <Form method="post" id={ACCEPT_FORM_ID} noValidate className="estimate-accept" aria-labelledby="estimate-accept-title">
              <h2 id="estimate-accept-title" className="estimate-subtitle">
                {t("estimate.acceptTitle")}
              </h2>
              <p>{t("estimate.acceptText", { total: estimate.total })}</p>
              <FormError id={`${ACCEPT_FORM_ID}-form-error`} errors={refusal} />
              <TextField controls={acceptControls} name="acceptName" label={t("estimate.acceptName")} autoComplete="name" />
              <button type="submit" className="button button-accent button-large" aria-disabled={accepting || undefined}>
                {accepting ? t("estimate.accepting") : t("estimate.accept")}
              </button>
            </Form>
          ) : refusal ? (
            <FormError id={`${ACCEPT_FORM_ID}-form-error`} errors={refusal} />
          ) : null}
        </article>

        <div className="thanks-actions estimate-actions">
          <PrintButton />
          <a className="button button-whatsapp" href={whatsappHref(office.phone, whatsappText)} rel="noopener">
            <WhatsAppIcon size={20} /> {t("estimate.whatsapp")}
          </a>
          <a className="button button-outline" href={telHref(office.phone)}>
            <PhoneIcon size={18} /> {t("estimate.call")} <PhoneNumber e164={office.phone} />
          </a>
        </div>
      </div>
    </section>
  );
}
