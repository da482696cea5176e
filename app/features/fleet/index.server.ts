// Server-side parts other features may use (the job page offers the active fleet).
export { fetchFleet } from "./fleet.server";
