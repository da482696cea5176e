import type { LinkDescriptor } from "@remix-run/node";
import href from "./dashboard.css?url";

export const dashboardStylesheet: LinkDescriptor = { rel: "stylesheet", href };
