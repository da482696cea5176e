import type { HeadersFunction } from "@remix-run/node";
import { loadLeadInbox } from "./lead-inbox.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

export const loader = loadLeadInbox;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
