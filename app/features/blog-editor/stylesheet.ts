import type { LinkDescriptor } from "@remix-run/node";
import href from "./blog-editor.css?url";

/**
 * The staff blog screens: list, editor, revisions, delete dialogs, comment moderation.
 * Linked through the `links` of the routes that use it, so no other page pays for it
 * (app/styles/app.css holds what every page shares).
 */
export const blogEditorStylesheet: LinkDescriptor = { rel: "stylesheet", href };
