// What other features may use of this one; the rest of the folder is private (scripts/lint/feature-boundaries.ts).
export { LeadJobs } from "./lead-jobs";
export { jobsStylesheet } from "./stylesheet";
