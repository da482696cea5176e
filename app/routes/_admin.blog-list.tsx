export { loader, action, headers } from "~/features/blog-editor/blog-list-route.server";
export { links, meta, default } from "~/features/blog-editor/blog-list-route";
