export { csvLoader as loader } from "./dashboard-route.server";
