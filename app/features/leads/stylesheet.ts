import type { LinkDescriptor } from "@remix-run/node";
import estimateHref from "./estimate.css?url";
import href from "./leads.css?url";

/**
 * The styles of /book, /contact, their confirmation pages and the price estimate (also shown on the staff lead page).
 * Linked through the `links` of the routes that use it, so no other page pays for it
 * (app/styles/app.css holds what every page shares).
 */
export const leadsStylesheet: LinkDescriptor = { rel: "stylesheet", href };

/** The customer's estimate document (/estimate/:token), on screen and on paper. */
export const estimateStylesheet: LinkDescriptor = { rel: "stylesheet", href: estimateHref };
