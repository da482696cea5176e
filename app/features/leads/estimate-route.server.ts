import type { HeadersFunction } from "@remix-run/node";
import { acceptEstimateAction, loadEstimatePage } from "./estimate-page.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/**
 * /estimate/<token>: the estimate a customer opens from the link staff sent
 * (ADR 012). No login: the unguessable token is the key to this one
 * estimate. It is a document a customer can print, save as PDF or show a
 * family member: the letterhead of the office of their city, their move,
 * the lines and total, what is included, terms and validity. Accepting
 * books the move, so it asks them to type their name first: a plain form
 * post, the same with and without JavaScript. Expired or withdrawn
 * estimates say so instead of offering Accept.
 */
export const loader = loadEstimatePage;
export const action = acceptEstimateAction;

// Its Referrer-Policy (same-origin) comes with the other security headers (app/shared/http/security-headers.server.ts).
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
