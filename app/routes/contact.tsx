import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactDetails } from "~/components/contact/contact-details";
import { CtaBand } from "~/components/content/cta-band";
import { ContactForm } from "~/components/leads/contact-form";
import { ContactSent } from "~/components/leads/contact-form-view";
import { NearestOfficeButton } from "~/components/shell/regional-phone";
import { PageBanner } from "~/components/shell/page-banner";
import { frontmatterMeta } from "~/lib/content/content-route";
import { PUBLIC_PAGE_CACHE } from "~/lib/http/cache-control";
import { contactAction } from "~/lib/leads/contact-action.server";
import { CONTACT_FORM_ANCHOR } from "~/lib/leads/lead-paths";
import { contactLoader } from "~/lib/leads/lead-pages.server";
import { SubmissionKeyProvider, submissionKeyFor } from "~/lib/leads/submission-key";
import { metaFromLoader } from "~/lib/seo/loader-meta";
import { siteUrl } from "~/lib/site-url.server";
import { contactPage, movingCompany } from "~/lib/seo/structured-data";
import { site } from "~/lib/site-config";
import ContactIntro, { frontmatter } from "~content/sections/contact.mdx";

/** /contact: the contact section (spec §2) and a message form posting to sendEmail (issue 7). */
export function loader(args: LoaderFunctionArgs) {
  const origin = siteUrl();
  return {
    ...contactLoader(args),
    meta: frontmatterMeta(frontmatter, origin, [contactPage(site, origin), ...site.offices.map((o) => movingCompany(site, o, origin))]),
  };
}
export const action = contactAction;

// A page with a rejected form is the visitor's own: never cached (the action says so).
export const headers: HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? PUBLIC_PAGE_CACHE,
});

export const meta = metaFromLoader();

export default function Contact() {
  const { sent, constraint, submissionKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageBanner title={frontmatter.bannerTitle} crumbs={[{ name: "CONTACT US", path: "/contact" }]} />
      <section className="section" aria-label="Contact details">
        <div className="container">
          <div className="prose contact-intro">
            <ContactIntro />
          </div>
          <NearestOfficeButton />
          <ContactDetails />
        </div>
      </section>
      <section className="section contact-message-section" id={CONTACT_FORM_ANCHOR} aria-label="Message form">
        <div className="container narrow">
          {sent ? (
            <ContactSent reference={sent} />
          ) : (
            <div className="form-card">
              <SubmissionKeyProvider value={submissionKeyFor(actionData?.result, submissionKey)}>
                <ContactForm constraint={constraint} lastResult={actionData?.result} problem={actionData?.problem} whatsappText={actionData?.whatsappText} />
              </SubmissionKeyProvider>
            </div>
          )}
        </div>
      </section>
      <CtaBand />
    </>
  );
}
