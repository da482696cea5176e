import { exportLeads } from "~/lib/leads/lead-inbox.server";

/** GET /leads/export.csv?…: the filtered lead view as CSV for Excel (issue 18); staff only. */
export const loader = exportLeads;
