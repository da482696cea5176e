import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { fetchBlog } from "~/features/blog/blogs.server";
import { blogPath } from "~/features/blog/paths";
import { isApiStatus } from "~/shared/api/api-failure.server";

/**
 * /blog/{_id} (docs/requirements.md, Routes) keeps working: it redirects permanently to the
 * canonical /blog/{_id}/{slug}.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  try {
    const blog = await fetchBlog(id);
    return redirect(blogPath(blog), 301);
  } catch (error) {
    if (isApiStatus(error, 404, 400)) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

/**
 * Never drawn (the loader always redirects or throws), but a route with a
 * component is a page route: its 404 renders the site's not-found page, with
 * its title and links on, instead of a bare "Not Found" text answer.
 */
export default function BlogIdRedirect() {
  return null;
}
