export { action, loader } from "~/features/staff-auth/logout-route.server";
