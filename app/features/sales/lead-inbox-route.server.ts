import type { HeadersFunction } from "@remix-run/node";
import { loadLeadInbox } from "./lead-inbox.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/**
 * /leads: the sales back office's list. Search by name,
 * phone or reference; filter by type, status and city; the "Due today"
 * view; counts by status; call and WhatsApp from each row; the same view as
 * CSV. New leads nobody owns come first.
 */
export const loader = loadLeadInbox;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
