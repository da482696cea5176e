import { formatPriceRange, type PriceRange } from "~/lib/leads/price-estimate";

export const ESTIMATE_CAVEAT = "(estimate; the final price follows the survey)";

/** "Estimated price: Rs. X – Rs. Y (estimate; the final price follows the survey)", or nothing when no rate applies. */
export function PriceEstimateText({ range }: { range: PriceRange }) {
  return (
    <p className="price-estimate-text">
      <strong>Estimated price: {formatPriceRange(range)}</strong> <span className="price-estimate-caveat">{ESTIMATE_CAVEAT}</span>
    </p>
  );
}

/** A live region: the range is announced as the visitor's choices change it. */
export function LivePriceEstimate({ range }: { range: PriceRange | null }) {
  return (
    <div className={range ? "price-estimate" : "price-estimate price-estimate-empty"} aria-live="polite" data-testid="price-estimate">
      {range ? <PriceEstimateText range={range} /> : null}
    </div>
  );
}
