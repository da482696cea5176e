/** GET /dashboard/csv/:table?…: one dashboard table as CSV; staff only. */
export { csvLoader as loader } from "./dashboard-route.server";
