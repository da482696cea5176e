import type { LinkDescriptor } from "@remix-run/node";
import href from "./fleet.css?url";

/** /fleet and /payments: the staff tables that turn into cards on a phone. */
export const fleetStylesheet: LinkDescriptor = { rel: "stylesheet", href };
