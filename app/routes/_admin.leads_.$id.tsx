export { loader, action, headers } from "~/features/sales/lead-route.server";
export { links, meta, default } from "~/features/sales/lead-route";
