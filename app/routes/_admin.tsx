export { loader, headers } from "~/features/staff-shell/staff-layout-route.server";
export { links, meta, default } from "~/features/staff-shell/staff-layout-route";
