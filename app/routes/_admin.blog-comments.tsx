export { loader, action, headers } from "~/features/blog-editor/recent-comments-route.server";
export { links, meta, default } from "~/features/blog-editor/recent-comments-route";
