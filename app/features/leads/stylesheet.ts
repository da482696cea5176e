import type { LinkDescriptor } from "@remix-run/node";
import estimateHref from "./estimate.css?url";
import href from "./leads.css?url";

/** Linked only by the routes that use it. */
export const leadsStylesheet: LinkDescriptor = { rel: "stylesheet", href };

export const estimateStylesheet: LinkDescriptor = { rel: "stylesheet", href: estimateHref };
