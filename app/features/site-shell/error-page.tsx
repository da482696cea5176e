import { Link } from "@remix-run/react";
import { useLang, useLocalPath } from "~/i18n/use-lang";
import type { MessageKey } from "~/i18n/messages";
import { useMessages } from "~/i18n/use-messages";
import { telHref } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { PageBanner } from "~/shared/ui/page-banner";
import { PhoneNumber } from "~/shared/ui/phone-number";

/** English when no loader answered. */
export function errorPageTitle(status: number, titles?: { notFound: string; other: string }): string {
  return status === 404 ? (titles?.notFound ?? "Page not found") : (titles?.other ?? "Something went wrong");
}

type ErrorKey = Extract<MessageKey, `error.${string}`>;

/** In the language of the address asked for. */
export function ErrorPage({ status }: { status: number }) {
  const t = useMessages();
  const local = useLocalPath();
  const fullStop = useLang() === "ur" ? "۔" : ".";
  const notFound = status === 404;
  // If the root loader failed too, the page still says something (in English).
  const say = (key: ErrorKey, english: string) => {
    const text = t(key);
    return text === key ? english : text;
  };
  const title = notFound ? say("error.notFoundTitle", "Page not found") : say("error.otherTitle", "Something went wrong");
  return (
    <>
      <PageBanner title={title} crumbs={[{ name: notFound ? "404" : say("error.crumbError", "Error") }]} />
      <section className="section">
        <div className="container narrow error-body">
          <p className="error-code" aria-hidden="true">
            {status}
          </p>
          <p className="lead">
            {notFound
              ? say("error.notFoundText", "We could not find the page you were looking for. The link may be old or mistyped.")
              : say("error.otherText", "Sorry, this page could not be shown right now. Please try again in a moment.")}
          </p>
          <p>
            {say("error.goBackTo", "You can go back to the")} <Link to={local("/")}>{say("error.homePage", "home page")}</Link>
            {say("error.browseOur", ", browse our")} <Link to={local("/service")}>{say("error.services", "services")}</Link>
            {say("error.readThe", ", read the")} <Link to={local("/blogs")}>{say("error.blog", "moving tips blog")}</Link>
            {say("error.orCall", ", or call us on")}{" "}
            <a href={telHref(site.phones[0].number)}>
              <PhoneNumber e164={site.phones[0].number} />
            </a>
            {fullStop}
          </p>
        </div>
      </section>
    </>
  );
}
