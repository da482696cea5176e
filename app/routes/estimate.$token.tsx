export { loader, action, headers } from "~/features/leads/estimate-route.server";
export { links, meta, EXPIRED_MESSAGE, WITHDRAWN_MESSAGE, default } from "~/features/leads/estimate-route";
