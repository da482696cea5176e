import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { PageBanner } from "~/shared/ui/page-banner";
import { dismissToast, showToast } from "~/shared/toast/show-toast";
import { adminMeta } from "~/shared/staff/admin-meta";
import { FormError } from "~/shared/forms/form-messages";
import { plainControls } from "~/shared/forms/form-controls";
import { TextField } from "~/shared/forms/form-fields";
import type { action, loader } from "./login-route.server";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import { staffStylesheet } from "~/shared/staff/stylesheet";
export { loader, action, headers } from "./login-route.server";

export const links: LinksFunction = () => [staffStylesheet];

export const meta: MetaFunction = () => adminMeta("Staff login");

const LOGIN_FORM_ID = "login";

/** The browser checks nothing itself, so every visitor gets the same "Email is required" beside the field. */
export default function Login() {
  const { constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const submitting = useIsPending({ state: "non-idle", formMethod: "any", formAction: "/login" });
  const controls = plainControls(LOGIN_FORM_ID, constraint, lastResult);

  // The inline message stays for screen readers and no-JS visitors.
  const serverMessage = lastResult?.error?.[""]?.[0];
  useEffect(() => {
    if (serverMessage) showToast("error", serverMessage, { id: "login-error" });
  }, [lastResult, serverMessage]);
  // An earlier failure's toast must not follow the clerk onto the staff pages.
  useEffect(() => () => dismissToast("login-error"), []);

  return (
    <>
      <PageBanner title="Staff login" crumbs={[{ name: "LOGIN", path: "/login" }]} />
      <section className="section admin-login">
        <div className="container">
          <div className="admin-card admin-login-card">
            <h2 className="admin-card-title">Sign in to manage the blog</h2>
            <p className="muted">For company staff only.</p>
            <Form method="post" className="form" id={LOGIN_FORM_ID} noValidate>
              <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
              <TextField
                controls={controls}
                name="email"
                type="email"
                label="Email"
                autoComplete="username"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
              />
              <TextField controls={controls} name="password" type="password" label="Password" autoComplete="current-password" />
              <FormError id={`${LOGIN_FORM_ID}-form-error`} errors={lastResult?.error?.[""] ?? undefined} />
              <button type="submit" className="button button-primary button-block" disabled={submitting}>
                {submitting ? "Logging in…" : "Log in"}
              </button>
            </Form>
          </div>
        </div>
      </section>
    </>
  );
}
