import type { HeadersFunction } from "@remix-run/node";
import { loadThanks } from "./lead-pages.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/** No personal data in the URL: the summary comes from a short-lived cookie. */
export const loader = loadThanks;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
