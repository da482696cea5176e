import type { LinkDescriptor } from "@remix-run/node";
import href from "./blog-editor.css?url";

/** Linked only by the routes that use it. */
export const blogEditorStylesheet: LinkDescriptor = { rel: "stylesheet", href };
