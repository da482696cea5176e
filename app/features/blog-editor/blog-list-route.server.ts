import type { HeadersFunction } from "@remix-run/node";
import { loadAdminBlogList } from "./blog-list.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/** docs/requirements.md (Routes). Delete posts to its confirm page's action (delete-blog-route.server.ts). */
export const loader = loadAdminBlogList;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
