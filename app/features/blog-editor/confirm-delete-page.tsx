import type { ReactNode } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import { FormError } from "~/shared/forms/form-messages";
import { HiddenFields } from "./confirm-dialog";

/** Delete without JavaScript: the form posts to the action the dialog posts to; a failure comes back here. */
export function ConfirmDeletePage(props: {
  title: string;
  /** The first crumb. */
  list: { name: string; path: string };
  question: string;
  cancelTo: string;
  formId: string;
  fields: Record<string, string>;
  lastResult?: Pick<SubmissionResult<string[]>, "error">;
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
          <FormError id={`${props.formId}-form-error`} errors={props.lastResult?.error?.[""]} />
          <Form method="post" id={props.formId} className="admin-dialog-actions">
            <HiddenFields fields={props.fields} />
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
