import { Link } from "@remix-run/react";
import { formatPakistaniPhone, telHref } from "~/lib/phone";
import { site } from "~/lib/site-config";
import { PageBanner } from "./page-banner";

export function errorPageTitle(status: number): string {
  return status === 404 ? "Page not found" : "Something went wrong";
}

/** 404 and error pages keep the shell and offer a way on. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  const title = errorPageTitle(status);
  return (
    <>
      <PageBanner title={title} crumbs={[{ name: notFound ? "404" : "Error" }]} />
      <section className="section">
        <div className="container narrow error-body">
          <p className="error-code" aria-hidden="true">
            {status}
          </p>
          <p className="lead">
            {notFound
              ? "We could not find the page you were looking for. The link may be old or mistyped."
              : "Sorry, this page could not be shown right now. Please try again in a moment."}
          </p>
          <p>
            You can go back to the <Link to="/">home page</Link>, browse our <Link to="/service">services</Link>, read
            the <Link to="/blogs">moving tips blog</Link>, or call us on{" "}
            <a href={telHref(site.phones[0].number)}>{formatPakistaniPhone(site.phones[0].number)}</a>.
          </p>
        </div>
      </section>
    </>
  );
}
