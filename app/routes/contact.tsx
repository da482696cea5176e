export { loader, action, headers } from "~/features/leads/contact-route.server";
export { links, meta, default } from "~/features/leads/contact-route";
