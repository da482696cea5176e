import { Link } from "@remix-run/react";
import type { Crumb } from "~/shared/ui/page-banner";
import { AdminPageHeader } from "./admin-page-header";

export function AdminLoadError({ message }: { message: string }) {
  return (
    <p className="error-text admin-load-error" role="alert">
      {message}
    </p>
  );
}

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
