import type { LinkDescriptor } from "@remix-run/node";
import href from "./sales.css?url";
import pipelineHref from "./pipeline.css?url";


/** Linked only by the routes that use it. */
export const salesStylesheet: LinkDescriptor = { rel: "stylesheet", href };

export const pipelineStylesheet: LinkDescriptor = { rel: "stylesheet", href: pipelineHref };
