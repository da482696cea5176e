import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { FieldError, FormError } from "~/components/admin/form-messages";
import { PageBanner } from "~/components/shell/page-banner";
import { showToast } from "~/components/toast/show-toast";
import { loginAction } from "~/lib/admin/login.server";
import { loginFormSchema } from "~/lib/admin/login-schema";
import { adminMeta } from "~/lib/admin/meta";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { readStaffSession } from "~/lib/session/session.server";

/** Staff login (spec §2, §5, §8). Someone already logged in goes to the home page. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await readStaffSession(request)) throw redirect("/");
  return null;
}

export const action = loginAction;

// Retry-After, when the API could not be reached, comes from the action.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": PRIVATE_NO_STORE, ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

export const meta: MetaFunction = () => adminMeta("Staff login");

export default function Login() {
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    constraint: getZodConstraint(loginFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  // The API's verdict also pops up as a toast; the inline message stays for screen readers and no-JS visitors.
  const serverMessage = lastResult?.error?.[""]?.[0];
  useEffect(() => {
    if (serverMessage) showToast("error", serverMessage, { id: "login-error" });
  }, [lastResult, serverMessage]);

  return (
    <>
      <PageBanner title="Staff login" crumbs={[{ name: "LOGIN", path: "/login" }]} />
      <section className="section admin-login">
        <div className="container">
          <div className="admin-card admin-login-card">
            <h2 className="admin-card-title">Sign in to manage the blog</h2>
            <p className="muted">For company staff only.</p>
            <Form method="post" className="form" {...getFormProps(form)}>
              <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
              <div className="field">
                <label htmlFor={fields.email.id}>Email</label>
                <input
                  {...getInputProps(fields.email, { type: "email" })}
                  autoComplete="username"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                />
                <FieldError id={fields.email.errorId} errors={fields.email.errors} />
              </div>
              <div className="field">
                <label htmlFor={fields.password.id}>Password</label>
                <input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" />
                <FieldError id={fields.password.errorId} errors={fields.password.errors} />
              </div>
              <FormError id={form.errorId} errors={form.errors} />
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
