// Server-side parts other features may use (the lead page's Jobs card).
export { leadJobsCard } from "./lead-jobs.server";
