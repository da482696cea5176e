import type { HeadersFunction } from "@remix-run/node";
import { loadThanks } from "./lead-pages.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/**
 * /book/thanks?ref=MZ-XXXXXX: the confirmation after a quote request.
 * The reference comes from the address; the summary of the
 * request from a short-lived cookie the /book action set, so no personal
 * data travels in the URL. Opened later or elsewhere, it still confirms the
 * reference, without the summary.
 */
export const loader = loadThanks;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
