import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { fetchBlog } from "~/lib/api/blogs.server";
import { ApiError } from "~/lib/api/client.server";
import { blogPath } from "~/lib/blog/paths";

/**
 * /blog/{_id} (spec §2) keeps working: it redirects permanently to the
 * canonical /blog/{_id}/{slug}.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  try {
    const blog = await fetchBlog(id);
    return redirect(blogPath(blog), 301);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}
