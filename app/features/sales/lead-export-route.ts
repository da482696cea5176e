import { exportLeads } from "~/features/sales/lead-inbox.server";

export const loader = exportLeads;
