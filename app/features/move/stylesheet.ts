import type { LinkDescriptor } from "@remix-run/node";
import href from "./move.css?url";

export const moveStylesheet: LinkDescriptor = { rel: "stylesheet", href };
