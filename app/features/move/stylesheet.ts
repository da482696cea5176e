import type { LinkDescriptor } from "@remix-run/node";
import href from "./move.css?url";

/** The move page's styles, linked by its routes only (and the staff lead page's inventory). */
export const moveStylesheet: LinkDescriptor = { rel: "stylesheet", href };
