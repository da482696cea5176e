import type { LinkDescriptor } from "@remix-run/node";
import href from "./staff.css?url";

/**
 * The staff area's frame (bar, page header, cards) and the sign-in card, linked by the staff layout route and /login.
 * Linked through the `links` of the routes that use it, so no other page pays for it
 * (app/styles/app.css holds what every page shares).
 */
export const staffStylesheet: LinkDescriptor = { rel: "stylesheet", href };
