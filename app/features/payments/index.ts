// What other features may use of this one; the rest of the folder is private (scripts/lint/feature-boundaries.ts).
export { LeadPayments } from "./lead-payments";
export { paymentsStylesheet } from "./stylesheet";
