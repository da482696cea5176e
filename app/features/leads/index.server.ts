// What other features' server code may use of this one; the rest of the folder is private (scripts/lint/feature-boundaries.ts).
export { fetchLead, fetchLeadCounts, fetchWaitingLeads } from "./leads.server";
export { loadRates } from "./rates.server";
export { loadCatalogue, loadMoveRates } from "./move-data.server";
export { sizeLabelIn, summaryRowsIn } from "./lead-text.server";
