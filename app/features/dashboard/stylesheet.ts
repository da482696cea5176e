import type { LinkDescriptor } from "@remix-run/node";
import href from "./dashboard.css?url";

/** The sales dashboard (/dashboard) only. */
export const dashboardStylesheet: LinkDescriptor = { rel: "stylesheet", href };
