export { loader, action, headers } from "~/features/leads/book-route.server";
export { links, meta, default } from "~/features/leads/book-route";
