import type { HeadersFunction } from "@remix-run/node";
import { loadRevisionsPage } from "./revisions-page.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

export const loader = loadRevisionsPage;
export { restoreRevisionAction as action } from "./revisions-page.server";

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
