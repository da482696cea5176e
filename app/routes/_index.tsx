export { loader, headers } from "~/features/content-pages/home-route.server";
export { meta, default } from "~/features/content-pages/home-route";
