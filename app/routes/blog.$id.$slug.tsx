export { loader, headers, action } from "~/features/blog/post-route.server";
export { POST_UNAVAILABLE_TITLE, links, meta, default } from "~/features/blog/post-route";
