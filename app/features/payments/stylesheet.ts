import type { LinkDescriptor } from "@remix-run/node";
import href from "./payments.css?url";

/** Money on the lead page's Payments card, /payments and the receipt. */
export const paymentsStylesheet: LinkDescriptor = { rel: "stylesheet", href };
