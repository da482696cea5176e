export { loader, headers } from "~/features/sales/lead-inbox-route.server";
export { links, meta, default } from "~/features/sales/lead-inbox-route";
