import type { LinkDescriptor } from "@remix-run/node";
import href from "./jobs.css?url";

export const jobsStylesheet: LinkDescriptor = { rel: "stylesheet", href };
