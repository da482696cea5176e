import { exportLeads } from "~/features/sales/lead-inbox.server";

/** GET /leads/export.csv?…: the filtered lead view as CSV for Excel; staff only. */
export const loader = exportLeads;
