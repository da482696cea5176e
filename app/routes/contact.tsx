import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { ContactDetails } from "~/components/contact/contact-details";
import { CtaBand } from "~/components/content/cta-band";
import { PageBanner } from "~/components/shell/page-banner";
import { frontmatterMeta } from "~/lib/content/content-route";
import { PUBLIC_PAGE_CACHE } from "~/lib/http/cache-control";
import { originFrom } from "~/lib/seo/meta";
import { contactPage, movingCompany } from "~/lib/seo/structured-data";
import { site } from "~/lib/site-config";
import ContactIntro, { frontmatter } from "~content/sections/contact.mdx";

export const headers: HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE_CACHE });

export const meta: MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return frontmatterMeta(frontmatter, origin, [contactPage(site, origin), ...site.offices.map((o) => movingCompany(site, o, origin))]);
};

export default function Contact() {
  return (
    <>
      <PageBanner title={frontmatter.bannerTitle} crumbs={[{ name: "CONTACT US", path: "/contact" }]} />
      <section className="section" aria-label="Contact details">
        <div className="container">
          <div className="prose contact-intro">
            <ContactIntro />
          </div>
          <ContactDetails />
        </div>
      </section>
      <CtaBand />
    </>
  );
}
