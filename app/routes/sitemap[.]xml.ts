export { loader } from "~/features/seo/sitemap-route.server";
