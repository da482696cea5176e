import { usePageLang } from "~/i18n/use-page-lang";
import { useMessages } from "~/i18n/use-messages";
import { formatPriceRange, type PriceRange } from "./price-estimate";

const ESTIMATE_CAVEAT = "(estimate; the final price follows the survey)";

/** In Urdu from the catalogue. */
function PriceEstimateText({ range }: { range: PriceRange }) {
  const t = useMessages();
  const lang = usePageLang();
  if (lang === "en") {
    return (
      <p className="price-estimate-text">
        <strong>Estimated price: {formatPriceRange(range)}</strong> <span className="price-estimate-caveat">{ESTIMATE_CAVEAT}</span>
      </p>
    );
  }
  // Amounts read left to right inside Urdu text.
  const rupees = (amount: number) => t("price.rupees", { amount: amount.toLocaleString("en-US") });
  const text = range.min === range.max ? rupees(range.min) : t("price.range", { low: rupees(range.min), high: rupees(range.max) });
  const [before, after] = t("book.estimate", { range: "\u0000" }).split("\u0000");
  return (
    <p className="price-estimate-text">
      <strong>
        {before}
        <bdi>{text}</bdi>
        {after}
      </strong>{" "}
      <span className="price-estimate-caveat">{t("book.estimateNote")}</span>
    </p>
  );
}
export function RequestPriceEstimate({ range }: { range: PriceRange | null }) {
  return range ? (
    <div className="price-estimate">
      <PriceEstimateText range={range} />
    </div>
  ) : null;
}

/** A live region: announced as the choices change it. */
export function LivePriceEstimate({ range }: { range: PriceRange | null }) {
  return (
    <div className={range ? "price-estimate" : "price-estimate price-estimate-empty"} aria-live="polite" data-testid="price-estimate">
      {range ? <PriceEstimateText range={range} /> : null}
    </div>
  );
}
