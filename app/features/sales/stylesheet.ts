import type { LinkDescriptor } from "@remix-run/node";
import href from "./sales.css?url";
import pipelineHref from "./pipeline.css?url";


/**
 * The staff leads inbox and the lead page.
 * Linked through the `links` of the routes that use it, so no other page pays for it
 * (app/styles/app.css holds what every page shares).
 */
export const salesStylesheet: LinkDescriptor = { rel: "stylesheet", href };

/** The sales pipeline: estimates, timeline, follow-ups (/leads, /leads/:id). */
export const pipelineStylesheet: LinkDescriptor = { rel: "stylesheet", href: pipelineHref };
