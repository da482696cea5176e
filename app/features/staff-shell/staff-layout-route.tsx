import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useFocusAboveStickyBar } from "./use-focus-above-sticky-bar";
import type { loader } from "./staff-layout-route.server";
import { staffStylesheet } from "./stylesheet";

export const links: LinksFunction = () => [staffStylesheet];

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
