// What other features may use of this one; the rest of the folder is private.
export { fleetStylesheet } from "./stylesheet";
