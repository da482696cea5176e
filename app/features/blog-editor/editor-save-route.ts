import type { ActionFunctionArgs } from "@remix-run/node";
import { saveBlogPost, type SaveAnswer } from "./blog-editor.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

/** JSON for the editor's XMLHttpRequest (the only way to show upload progress); the routes' action serves no-JS posts. */
const json = (body: SaveAnswer, init: ResponseInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  return Response.json(body, { ...init, headers });
};

export async function action({ request }: ActionFunctionArgs) {
  const id = new URL(request.url).searchParams.get("id") ?? undefined;
  const outcome = await saveBlogPost(request, id, "xhr");
  if (outcome.status === "success") return json(outcome);
  return json({ status: "error", result: outcome.result, conflict: outcome.conflict }, { status: outcome.httpStatus });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
