import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useFocusAboveStickyBar } from "~/components/admin/use-focus-above-sticky-bar";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { fetchLeadCounts } from "~/lib/api/leads.server";
import { requireStaff } from "~/lib/session/require-staff.server";

/**
 * Layout of the staff pages (/blog-list, /blog-create, /blog-edit/:id,
 * /leads): checks the session on every request and offers the admin
 * navigation and logout on every page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, token } = await requireStaff(request);
  // The nav shows how many new leads nobody owns yet (issue 18); a failure only hides the count.
  const newLeads = await fetchLeadCounts(token).then(
    (counts) => counts.unowned,
    () => null,
  );
  return { user: { name: user.name }, newLeads };
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout() {
  const { user, newLeads } = useLoaderData<typeof loader>();
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
                <NavLink to="/leads">
                  Leads
                  {newLeads ? (
                    <span className="admin-nav-count" data-testid="new-leads-count">
                      {" "}
                      <span aria-hidden="true">{newLeads}</span>
                      <span className="visually-hidden">({newLeads} new, nobody owns yet)</span>
                    </span>
                  ) : null}
                </NavLink>
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
