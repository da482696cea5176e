import { Link } from "@remix-run/react";
import type { Crumb } from "~/shared/ui/page-banner";
import { AdminPageHeader } from "./admin-page-header";

/** Why a staff page's data could not be loaded (the API down, a post or lead gone), announced. */
export function AdminLoadError({ message }: { message: string }) {
  return (
    <p className="error-text admin-load-error" role="alert">
      {message}
    </p>
  );
}

/** A staff page that has nothing to show but why, with its heading and a way back. */
export function AdminLoadFailedPage({ title, crumbs, message, back }: { title: string; crumbs: Crumb[]; message: string; back?: { to: string; label: string } }) {
  return (
    <>
      <AdminPageHeader title={title} crumbs={crumbs} />
      <section className="container admin-section">
        <AdminLoadError message={message} />
        {back ? (
          <p>
            <Link to={back.to}>{back.label}</Link>
          </p>
        ) : null}
      </section>
    </>
  );
}
