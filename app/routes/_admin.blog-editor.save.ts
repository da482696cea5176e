export { action, loader } from "~/features/blog-editor/editor-save-route.server";
