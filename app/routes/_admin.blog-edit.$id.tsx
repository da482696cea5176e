export { action, loader, headers } from "~/features/blog-editor/blog-edit-route.server";
export { links, meta, default } from "~/features/blog-editor/blog-edit-route";
