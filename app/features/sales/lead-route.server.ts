import type { HeadersFunction } from "@remix-run/node";
import { leadAction, loadLead } from "./lead-inbox.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/**
 * /leads/:id: one lead in the sales pipeline: contact in
 * one tap, status with a lost reason, owner and follow-up, notes, the
 * timeline of everything that happened, duplicates, estimates with the
 * customer's link (and WhatsApp to send it). What the customer asked for
 * comes first, so a clerk on a phone reads the request before working it. Every form is a plain post. The file name's "leads_"
 * keeps it out of the list page's layout.
 */
export const loader = loadLead;
export const action = leadAction;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
