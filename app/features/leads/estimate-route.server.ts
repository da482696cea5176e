import type { HeadersFunction } from "@remix-run/node";
import { acceptEstimateAction, loadEstimatePage } from "./estimate-page.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/** No login: the unguessable token is the key (ADR 012). Accepting books the move, so the customer types their name. */
export const loader = loadEstimatePage;
export const action = acceptEstimateAction;

// Referrer-Policy comes with the security headers.
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
