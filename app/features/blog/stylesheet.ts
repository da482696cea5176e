import type { LinkDescriptor } from "@remix-run/node";
import href from "./blog.css?url";

/**
 * The blog's styles: the post list (/blogs) and the post page with its comments.
 * Linked through the `links` of the routes that use it, so no other page pays for it
 * (app/styles/app.css holds what every page shares).
 */
export const blogStylesheet: LinkDescriptor = { rel: "stylesheet", href };
