import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { useMessages } from "~/i18n/use-messages";
import { submissionKeyFor } from "~/shared/forms/submission-key";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import { site } from "~/shared/site/site-config";
import { PageBanner } from "~/shared/ui/page-banner";
import type { action, loader } from "./addresses-route.server";
import { moveStylesheet } from "./stylesheet";

export { action, headers, loader } from "./addresses-route.server";

export const links: LinksFunction = () => [moveStylesheet];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.messages["move.addressesTitle"] ?? "Your addresses"} | ${site.companyName}` },
  { name: "robots", content: "noindex, nofollow" },
];

const PARTS: { id: "house" | "street" | "block" | "area" | "city" | "landmark"; label: `move.address${"House" | "Street" | "Block" | "Area" | "City" | "Landmark"}`; required: boolean; autoComplete?: string }[] = [
  { id: "house", label: "move.addressHouse", required: true, autoComplete: "address-line1" },
  { id: "street", label: "move.addressStreet", required: false, autoComplete: "address-line2" },
  { id: "block", label: "move.addressBlock", required: false },
  { id: "area", label: "move.addressArea", required: true, autoComplete: "address-level3" },
  { id: "city", label: "move.addressCity", required: true, autoComplete: "address-level2" },
  { id: "landmark", label: "move.addressLandmark", required: false },
];

export default function AddressesPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useMessages();
  const pending = useIsPending();
  const result = answer?.result;
  const sent = (result?.initialValue ?? {}) as Record<string, Record<string, string> | undefined>;
  const formError = result?.error?.[""]?.[0];
  return (
    <>
      <PageBanner title={t("move.addressesTitle")} crumbs={[{ name: t("move.crumb"), path: page.backPath }]} />
      <section className="section">
        <div className="container narrow move-page">
          <p>{t("move.addressesIntro")}</p>
          <Form method="post" noValidate className="move-addresses" aria-describedby={formError ? "addresses-error" : undefined}>
            <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={submissionKeyFor(result, page.key)} />
            {formError ? (
              <p className="form-status form-status-error" role="alert" id="addresses-error">
                {formError}
              </p>
            ) : null}
            {(["from", "to"] as const).map((end) => (
              <fieldset key={end} className="move-address">
                <legend>{t(end === "from" ? "move.addressFrom" : "move.addressTo")}</legend>
                {PARTS.map((part) => {
                  const id = `${end}-${part.id}`;
                  const error = result?.error?.[`${end}.${part.id}`]?.[0];
                  return (
                    <div className="field" key={part.id}>
                      <label htmlFor={id}>
                        {t(part.label)}
                        {part.required ? null : <span className="field-optional"> {t("form.optional")}</span>}
                      </label>
                      <input
                        id={id}
                        name={`${end}.${part.id}`}
                        type="text"
                        dir="auto"
                        maxLength={120}
                        required={part.required}
                        autoComplete={part.autoComplete ? `section-${end} ${part.autoComplete}` : "off"}
                        defaultValue={sent[end]?.[part.id] ?? page.addresses?.[end][part.id] ?? ""}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                      />
                      {error ? (
                        <p className="field-error" id={`${id}-error`}>
                          {error}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
              </fieldset>
            ))}
            <button type="submit" className="button button-primary" disabled={pending}>
              {pending ? t("move.saving") : t("move.addressesSave")}
            </button>{" "}
            <Link to={page.backPath}>{t("move.back")}</Link>
          </Form>
        </div>
      </section>
    </>
  );
}
