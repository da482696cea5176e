import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/shared/ui/page-banner";
import { useMessages } from "~/i18n/use-messages";
import { site } from "~/shared/site/site-config";
import { ReviewForm } from "./move-care";
import type { action, loader } from "./review-route.server";
import { moveStylesheet } from "./stylesheet";

export { action, headers, loader } from "./review-route.server";

export const links: LinksFunction = () => [moveStylesheet];

export const meta: MetaFunction = () => [{ title: `${site.companyName}` }, { name: "robots", content: "noindex, nofollow" }];

export default function ReviewRefusedPage() {
  const { backPath } = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>();
  const t = useMessages();
  return (
    <>
      <PageBanner title={t("care.reviewTitle")} crumbs={[{ name: t("move.crumb") }]} />
      <section className="section">
        <div className="container narrow move-page" id="review" data-testid="move-review">
          {page?.formError ? (
            <p className="error-text" role="alert">
              {page.formError}
            </p>
          ) : null}
          {page?.form ? <ReviewForm actionPath={page.actionPath} state={page.form} /> : null}
          <p>
            <a href={backPath}>{t("move.back")}</a>
          </p>
        </div>
      </section>
    </>
  );
}
