import type { HeadersFunction } from "@remix-run/node";
import { leadAction, loadLead } from "./lead-inbox.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/** The request comes first, so a clerk on a phone reads it before working it. "leads_" keeps it out of the list's layout. */
export const loader = loadLead;
export const action = leadAction;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
