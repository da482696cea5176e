export { loader, headers } from "~/features/blog/blogs-route.server";
export { BLOGS_FAILED, links, meta, default } from "~/features/blog/blogs-route";
