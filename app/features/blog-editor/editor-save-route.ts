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
  try {
    const outcome = await saveBlogPost(request, id, "xhr");
    if (outcome.status === "success") return json(outcome);
    return json({ status: "error", result: outcome.result, conflict: outcome.conflict }, { status: outcome.httpStatus });
  } catch (thrown) {
    // The page decides where to go, so it can come back afterwards.
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      const headers = new Headers();
      const cookie = thrown.headers.get("Set-Cookie");
      if (cookie) headers.set("Set-Cookie", cookie);
      return json({ status: "unauthorized" }, { status: 401, headers });
    }
    throw thrown;
  }
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
