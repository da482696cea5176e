import type { ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { useIsPending } from "~/shared/hooks/use-is-pending";

/** A form that posts the delete, so it works without JavaScript. */
export function ConfirmDeletePage(props: {
  title: string;
  /** The first crumb. */
  list: { name: string; path: string };
  question: string;
  cancelTo: string;
  children?: ReactNode;
}) {
  const deleting = useIsPending();
  return (
    <>
      <AdminPageHeader title={props.title} crumbs={[props.list, { name: "DELETE" }]} />
      <section className="container admin-section">
        <div className="admin-card admin-confirm">
          <p className="admin-confirm-question">{props.question}</p>
          {props.children}
          <Form method="post" className="admin-dialog-actions">
            <Link to={props.cancelTo} className="button button-outline">
              Cancel
            </Link>
            <button type="submit" className="button button-danger" disabled={deleting}>
              {deleting ? "Deleting…" : "Delete"}
            </button>
          </Form>
        </div>
      </section>
    </>
  );
}
