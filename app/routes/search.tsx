export { loader, headers } from "~/features/search/search-route.server";
export { links, meta, default } from "~/features/search/search-route";
