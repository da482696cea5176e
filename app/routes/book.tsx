import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { site } from "~/lib/site-config";
import { ContactDetails } from "~/components/contact/contact-details";
import { BookForm } from "~/components/leads/book-form";
import { SubmissionKeyProvider, submissionKeyFor } from "~/lib/leads/submission-key";
import { PageBanner } from "~/components/shell/page-banner";
import { frontmatterMeta } from "~/lib/content/content-route";
import { PUBLIC_PAGE_CACHE } from "~/lib/http/cache-control";
import { bookAction } from "~/lib/leads/book-action.server";
import { bookLoader } from "~/lib/leads/lead-pages.server";
import { metaFromLoader } from "~/lib/seo/loader-meta";
import { siteUrl } from "~/lib/site-url.server";
import BookIntro, { frontmatter } from "~content/sections/book.mdx";

/** /book: book a move or get a quote (spec §2, issue 7). Service pages link here with ?service=house etc. */
export function loader(args: LoaderFunctionArgs) {
  return { ...bookLoader(args), meta: frontmatterMeta(frontmatter, siteUrl()) };
}
export const action = bookAction;

// A page with a rejected form is the visitor's own: never cached (the action says so).
export const headers: HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? PUBLIC_PAGE_CACHE,
});

export const meta = metaFromLoader();

export default function Book() {
  const { rates, today, initialService, options, constraint, submissionKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageBanner title={frontmatter.bannerTitle} crumbs={[{ name: frontmatter.navLabel.toUpperCase(), path: "/book" }]} />
      <section className="section book-section">
        <div className="container content-grid">
          <div className="book-main">
            <p className="book-lead">
              Tell us about your move: it takes about two minutes. {site.replyPromise} We arrange a free survey and a fixed written
              quote.
            </p>
            <div className="form-card">
              <SubmissionKeyProvider value={submissionKeyFor(actionData?.result, submissionKey)}>
              <BookForm
                rates={rates}
                today={today}
                options={options}
                constraint={constraint}
                initialService={initialService}
                lastResult={actionData?.result}
                problem={actionData?.problem}
                whatsappText={actionData?.whatsappText}
              />
              </SubmissionKeyProvider>
            </div>
            <div className="prose book-intro">
              <BookIntro />
            </div>
          </div>
          <aside className="content-aside" aria-label="Contact us directly">
            <ContactDetails />
          </aside>
        </div>
      </section>
    </>
  );
}
