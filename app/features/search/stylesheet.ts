import type { LinkDescriptor } from "@remix-run/node";
import href from "./search.css?url";

/** Linked only by the routes that use it. */
export const searchStylesheet: LinkDescriptor = { rel: "stylesheet", href };
