import { useLang } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";
import { site } from "~/shared/site/site-config";
import { ContactActions } from "./contact-actions";

/** docs/requirements.md (Routes). */
export function CtaBand({ heading, quotePath }: { heading?: string; quotePath?: string }) {
  const t = useMessages();
  const lang = useLang();
  return (
    <section className="cta-band below-fold" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title" className="cta-title">
            {heading ?? t("cta.heading")}
          </h2>
          <p className="cta-text">
            {t("cta.text")} {lang === "en" ? site.replyPromise : t("site.replyPromise")}
          </p>
        </div>
        <ContactActions quoteLabel={t("nav.getQuote")} quotePath={quotePath} tone="on-light" className="cta-actions" />
      </div>
    </section>
  );
}
