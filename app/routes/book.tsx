import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { PageBanner } from "~/components/shell/page-banner";
import { frontmatterMeta } from "~/lib/content/content-route";
import { PUBLIC_PAGE_CACHE } from "~/lib/http/cache-control";
import { originFrom } from "~/lib/seo/meta";
import { ContactDetails } from "~/components/contact/contact-details";
import BookIntro, { frontmatter } from "~content/sections/book.mdx";

export const headers: HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE_CACHE });

export const meta: MetaFunction = ({ matches }) => frontmatterMeta(frontmatter, originFrom(matches));

export default function Book() {
  return (
    <>
      <PageBanner title={frontmatter.bannerTitle} crumbs={[{ name: frontmatter.navLabel.toUpperCase(), path: "/book" }]} />
      <section className="section">
        <div className="container content-grid">
          <div className="prose">
            <BookIntro />
          </div>
          <aside className="content-aside" aria-label="Contact us directly">
            <ContactDetails />
          </aside>
        </div>
      </section>
    </>
  );
}
