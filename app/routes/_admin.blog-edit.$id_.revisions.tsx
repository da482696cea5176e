export { loader, action, headers } from "~/features/blog-editor/blog-revisions-route.server";
export { links, meta, default } from "~/features/blog-editor/blog-revisions-route";
