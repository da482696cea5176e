import type { LinkDescriptor } from "@remix-run/node";
import href from "./jobs.css?url";

/** /jobs, the job page and the job sheet. */
export const jobsStylesheet: LinkDescriptor = { rel: "stylesheet", href };
