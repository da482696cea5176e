// What other features may use of this one; the rest of the folder is private (scripts/lint/feature-boundaries.ts).
export { cityLabel, extraLabel, moveDateLabel, serviceLabel, sizeLabel } from "./lead-labels";
export { describeRequest, estimateWhatsAppMessage, staffWhatsAppGreeting } from "./lead-messages";
export { estimatePrice } from "./price-estimate";
export { RequestPriceEstimate } from "./price-estimate-view";
export { leadsStylesheet } from "./stylesheet";
export { formatRupees, type PriceRange } from "./price-estimate";
export type { Rates } from "./rates-schema";
export type { Catalogue } from "./catalogue-schema";
export type { InventoryRates, PlaceRates } from "./inventory-rates-schema";
