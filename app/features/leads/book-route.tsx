import type { LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactDetails } from "~/features/content-pages";
import { BookForm } from "./book-form";
import { metaFromLoader } from "~/shared/seo/loader-meta";
import { PageBanner } from "~/shared/ui/page-banner";
import { SubmissionKeyProvider, submissionKeyFor } from "~/shared/forms/submission-key";
import BookIntro, { frontmatter } from "~content/sections/book.mdx";
import UrduBookIntro, { frontmatter as urduFrontmatter } from "~content/sections/ur/book.mdx";
import { pathIn } from "~/i18n/alternates";
import { useMessages } from "~/i18n/use-messages";
import type { action, loader } from "./book-route.server";
import { leadsStylesheet } from "./stylesheet";
export { loader, action, headers } from "./book-route.server";

export const links: LinksFunction = () => [leadsStylesheet];

export const meta = metaFromLoader();

export default function Book() {
  const { lang, replyPromise, rates, today, initialService, initialFromCity, options, constraint, submissionKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useMessages();
  const [page, Intro] = lang === "ur" ? [urduFrontmatter, UrduBookIntro] : [frontmatter, BookIntro];
  return (
    <>
      <PageBanner title={page.bannerTitle} crumbs={[{ name: page.navLabel.toUpperCase(), path: pathIn("/book", lang) }]} />
      <section className="section book-section">
        <div className="container content-grid">
          <div className="book-main">
            <p className="book-lead">{t("book.intro", { replyPromise })}</p>
            <div className="form-card">
              <SubmissionKeyProvider value={submissionKeyFor(actionData?.result, submissionKey)}>
              <BookForm
                rates={rates}
                today={today}
                options={options}
                constraint={constraint}
                initialService={initialService}
                initialFromCity={initialFromCity}
                lastResult={actionData?.result}
                problem={actionData?.problem}
                whatsappText={actionData?.whatsappText}
                problemPhoneIndex={actionData?.phoneIndex}
              />
              </SubmissionKeyProvider>
            </div>
            <div className="prose book-intro">
              <Intro />
            </div>
          </div>
          <aside className="content-aside" aria-label={t("book.contactDirectly")}>
            <ContactDetails />
          </aside>
        </div>
      </section>
    </>
  );
}
