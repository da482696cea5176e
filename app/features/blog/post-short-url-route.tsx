import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { fetchBlog } from "~/features/blog/blogs.server";
import { blogPath } from "~/features/blog/paths";
import { isApiStatus } from "~/shared/api/api-failure.server";

/** docs/requirements.md (Routes): redirects permanently to /blog/{_id}/{slug}. */
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

/** Never drawn, but a component makes its 404 the site's not-found page instead of a bare text answer. */
export default function BlogIdRedirect() {
  return null;
}
