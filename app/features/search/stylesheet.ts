import type { LinkDescriptor } from "@remix-run/node";
import href from "./search.css?url";

/**
 * The styles of the /search results page (the header search is in app/styles/app.css).
 * Linked through the `links` of the routes that use it, so no other page pays for it
 * (app/styles/app.css holds what every page shares).
 */
export const searchStylesheet: LinkDescriptor = { rel: "stylesheet", href };
