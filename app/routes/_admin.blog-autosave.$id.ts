export { action, loader } from "~/features/blog-editor/autosave-route.server";
