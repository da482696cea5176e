import type { LinkDescriptor } from "@remix-run/node";
import href from "./blog.css?url";

/** Linked only by the routes that use it. */
export const blogStylesheet: LinkDescriptor = { rel: "stylesheet", href };
