import type { MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/features/site-shell/error-page";
import { STATIC_PAGE } from "~/features/site-shell";

export const handle = STATIC_PAGE;

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <ErrorPage status={404} />;
}

export function ErrorBoundary() {
  return <ErrorPage status={404} />;
}
