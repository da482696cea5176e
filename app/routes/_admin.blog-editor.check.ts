export { action, loader } from "~/features/blog-editor/editor-check.server";
