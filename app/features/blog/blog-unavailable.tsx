import { Link, useLocation } from "@remix-run/react";
import { BLOGS_FETCH_FAILED, POST_FETCH_FAILED } from "~/shared/api/list-failed-messages";
import { telHref } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { PhoneNumber } from "~/shared/ui/phone-number";

export const POST_UNAVAILABLE_TITLE = "Blog post temporarily unavailable";

/** docs/requirements.md's message, then ways to go on, so a visitor is never left at a dead end. */
export function BlogUnavailable({ what = "list" }: { what?: "list" | "post" }) {
  const location = useLocation();
  const again = `${location.pathname}${location.search}`;
  return (
    <div className="blog-unavailable" data-testid="blog-unavailable">
      <p className="error-text blog-error" role="alert">
        {what === "post" ? POST_FETCH_FAILED : BLOGS_FETCH_FAILED}
      </p>
      <p>The blog is not answering just now; everything else on the site works. You can:</p>
      <ul className="blog-unavailable-ways">
        <li>
          <a href={again}>Try again</a> in a moment,
        </li>
        <li>
          read about our <Link to="/service">moving services</Link> or go to the <Link to="/">home page</Link>,
        </li>
        <li>
          <Link to="/book">get a free quote</Link>, or call us on <a href={telHref(site.phones[0].number)}><PhoneNumber e164={site.phones[0].number} /></a>.
        </li>
      </ul>
    </div>
  );
}
