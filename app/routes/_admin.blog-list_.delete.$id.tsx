export { loader, action, headers } from "~/features/blog-editor/delete-blog-route.server";
export { links, meta, default } from "~/features/blog-editor/delete-blog-route";
