import type { LinkDescriptor } from "@remix-run/node";
import href from "./fleet.css?url";

export const fleetStylesheet: LinkDescriptor = { rel: "stylesheet", href };
