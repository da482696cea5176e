export { loader } from "~/features/blog/rss-route.server";
