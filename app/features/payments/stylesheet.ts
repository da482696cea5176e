import type { LinkDescriptor } from "@remix-run/node";
import href from "./payments.css?url";

export const paymentsStylesheet: LinkDescriptor = { rel: "stylesheet", href };
