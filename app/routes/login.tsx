export { loader, action, headers } from "~/features/staff-auth/login-route.server";
export { links, meta, default } from "~/features/staff-auth/login-route";
