import { Link, useLocation } from "@remix-run/react";
import { BLOGS_FETCH_FAILED } from "~/lib/blog/comment-outcome";
import { formatPakistaniPhone, telHref } from "~/lib/phone";
import { site } from "~/lib/site-config";

/**
 * What the blog shows while the API cannot answer: the spec's message in red
 * (§8), then ways to go on, so a visitor is never left at a dead end: the
 * same address again, the pages that do not need the API, and the phone.
 */
export function BlogUnavailable() {
  const location = useLocation();
  const again = `${location.pathname}${location.search}`;
  return (
    <div className="blog-unavailable" data-testid="blog-unavailable">
      <p className="error-text blog-error" role="alert">
        {BLOGS_FETCH_FAILED}
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
          <Link to="/book">get a free quote</Link>, or call us on <a href={telHref(site.phones[0].number)}>{formatPakistaniPhone(site.phones[0].number)}</a>.
        </li>
      </ul>
    </div>
  );
}
