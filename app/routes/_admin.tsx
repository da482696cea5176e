import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useFocusAboveStickyBar } from "~/components/admin/use-focus-above-sticky-bar";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { requireStaff } from "~/lib/session/require-staff.server";

/**
 * Layout of the staff pages (/blog-list, /blog-create, /blog-edit/:id,
 * /leads): checks the session on every request and offers the admin
 * navigation and logout on every page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireStaff(request);
  return { user: { name: user.name } };
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  useFocusAboveStickyBar();
  return (
    <div className="admin">
      <div className="admin-bar">
        <div className="container admin-bar-inner">
          <nav aria-label="Staff">
            <ul>
              <li>
                <NavLink to="/blog-list">Blog posts</NavLink>
              </li>
              <li>
                <NavLink to="/blog-create">New post</NavLink>
              </li>
              <li>
                <NavLink to="/blog-comments">Comments</NavLink>
              </li>
              <li>
                <NavLink to="/leads">Leads</NavLink>
              </li>
            </ul>
          </nav>
          <div className="admin-user">
            <span>
              Signed in as <strong>{user.name}</strong>
            </span>
            <Form method="post" action="/logout">
              <button type="submit" className="button button-outline admin-logout">
                Log out
              </button>
            </Form>
          </div>
        </div>
      </div>
      <Outlet />
    </div>
  );
}
