import type { HeadersFunction } from "@remix-run/node";
import { loadBlogForEditor } from "./blog-editor.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

export { blogEditorAction as action } from "./blog-editor.server";

export const loader = loadBlogForEditor;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
