import type { LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactDetails } from "~/features/content-pages";
import { CtaBand } from "~/features/content-pages";
import { ContactForm } from "./contact-form";
import { ContactSent } from "./contact-form-view";
import { CONTACT_FORM_ANCHOR } from "./lead-paths";
import { metaFromLoader } from "~/shared/seo/loader-meta";
import { PageBanner } from "~/shared/ui/page-banner";
import { NearestOfficeButton } from "~/features/site-shell";
import { SubmissionKeyProvider, submissionKeyFor } from "~/shared/forms/submission-key";
import ContactIntro, { frontmatter } from "~content/sections/contact.mdx";
import UrduContactIntro, { frontmatter as urduFrontmatter } from "~content/sections/ur/contact.mdx";
import { pathIn } from "~/i18n/alternates";
import { useMessages } from "~/i18n/use-messages";
import type { action, loader } from "./contact-route.server";
import { leadsStylesheet } from "./stylesheet";
export { loader, action, headers } from "./contact-route.server";

export const links: LinksFunction = () => [leadsStylesheet];

export const meta = metaFromLoader();

export default function Contact() {
  const { lang, replyPromise, sent, constraint, submissionKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useMessages();
  const [page, Intro] = lang === "ur" ? [urduFrontmatter, UrduContactIntro] : [frontmatter, ContactIntro];
  return (
    <>
      <PageBanner title={page.bannerTitle} crumbs={[{ name: t("contact.title"), path: pathIn("/contact", lang) }]} />
      <section className="section" aria-label={t("contact.detailsLabel")}>
        <div className="container">
          <div className="prose contact-intro">
            <Intro />
          </div>
          <NearestOfficeButton />
          <ContactDetails />
        </div>
      </section>
      <section className="section contact-message-section" id={CONTACT_FORM_ANCHOR} aria-label={t("contact.formLabel")}>
        <div className="container narrow">
          {sent ? (
            <ContactSent reference={sent} replyPromise={replyPromise} />
          ) : (
            <div className="form-card">
              <SubmissionKeyProvider value={submissionKeyFor(actionData?.result, submissionKey)}>
                <ContactForm replyPromise={replyPromise} constraint={constraint} lastResult={actionData?.result} problem={actionData?.problem} whatsappText={actionData?.whatsappText} />
              </SubmissionKeyProvider>
            </div>
          )}
        </div>
      </section>
      <CtaBand />
    </>
  );
}
