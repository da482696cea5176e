import type { HeadersFunction } from "@remix-run/node";
import { loadBlogForEditor } from "./blog-editor.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/** /blog-edit/:id: the blog form in edit mode, and the post's comments for moderation. */
export { blogEditorAction as action } from "./blog-editor.server";

export const loader = loadBlogForEditor;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
