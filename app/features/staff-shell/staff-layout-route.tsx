import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useFocusAboveStickyBar } from "./use-focus-above-sticky-bar";
import type { loader } from "./staff-layout-route.server";
import { staffStylesheet } from "~/shared/staff/stylesheet";
export { loader, headers } from "./staff-layout-route.server";

export const links: LinksFunction = () => [staffStylesheet];

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout() {
  const { user, newLeads, waiting } = useLoaderData<typeof loader>();
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
                  {waiting?.count ? (
                    <span className="admin-nav-count admin-nav-waiting" data-testid="waiting-leads-count">
                      {" "}
                      <span aria-hidden="true">
                        {waiting.count}
                        {waiting.more ? "+" : ""} waiting
                      </span>
                      <span className="visually-hidden">
                        ({waiting.more ? "at least " : ""}
                        {waiting.count} waiting for a first reply)
                      </span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard">Dashboard</NavLink>
              </li>
              <li>
                <NavLink to="/jobs">Jobs</NavLink>
              </li>
              <li>
                <NavLink to="/payments">Payments</NavLink>
              </li>
              <li>
                <NavLink to="/fleet">Fleet</NavLink>
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
