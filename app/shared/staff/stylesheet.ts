import type { LinkDescriptor } from "@remix-run/node";
import href from "./staff.css?url";

/** Linked only by the staff layout and /login. */
export const staffStylesheet: LinkDescriptor = { rel: "stylesheet", href };
