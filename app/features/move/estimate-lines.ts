import { interpolate } from "~/i18n/interpolate";
import type { Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages";
import { formatRupees, type InventoryRates, type PriceRange } from "~/features/leads";
import type { EstimateLines } from "./move-estimate-view";
import type { MoveEstimate } from "./move-estimate";

/** The same on the server and in the browser (totals as one types). */
export type Templates = (key: MessageKey) => string;

export function rangeText(templates: Templates, lang: Lang, range: PriceRange): string {
  if (lang === "en") return range.min === range.max ? formatRupees(range.min) : `${formatRupees(range.min)} – ${formatRupees(range.max)}`;
  const rupees = (amount: number) => interpolate(templates("price.rupees"), { amount: amount.toLocaleString("en-US") });
  return range.min === range.max ? rupees(range.min) : interpolate(templates("price.range"), { low: rupees(range.min), high: rupees(range.max) });
}

export const formatVolume = (cubicFeet: number) => cubicFeet.toLocaleString("en-US", { maximumFractionDigits: 1 });

export function estimateLines(templates: Templates, lang: Lang, vehicles: InventoryRates["vehicles"], estimate: MoveEstimate, sizeLabel: string): EstimateLines {
  const say = (key: MessageKey, params?: Record<string, string | number>) => interpolate(templates(key), params);
  const vehicleText = (estimate.vehicles ?? [])
    .map((chosen) => {
      const vehicle = vehicles.find((entry) => entry.id === chosen.id);
      const name = vehicle ? vehicle[lang] : chosen.id;
      return chosen.count > 1 ? `${chosen.count} × ${name}` : name;
    })
    .join(" + ");
  return {
    volume: say("move.cubicFeet", { n: formatVolume(estimate.totals.cubicFeet) }),
    pieces: estimate.totals.pieces,
    vehicles: vehicleText,
    crew: estimate.crew ? say("move.crewSize", { n: estimate.crew }) : "",
    range: estimate.range ? rangeText(templates, lang, estimate.range) : null,
    bookRange: estimate.bookRange ? say("move.bookRange", { size: sizeLabel, range: rangeText(templates, lang, estimate.bookRange) }) : null,
    position: estimate.position === "above" ? say("move.above", { size: sizeLabel }) : estimate.position === "below" ? say("move.below", { size: sizeLabel }) : null,
    tooLarge: estimate.tooLarge,
  };
}
