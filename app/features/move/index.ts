// What other features may use of this one; the rest of the folder is private (scripts/lint/feature-boundaries.ts).
export { LeadMoveCard } from "./lead-move";
export { MoveRating } from "./move-rating";
export { moveStylesheet } from "./stylesheet";
