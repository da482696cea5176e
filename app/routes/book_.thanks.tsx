export { loader, headers } from "~/features/leads/thanks-route.server";
export { links, meta, default } from "~/features/leads/thanks-route";
