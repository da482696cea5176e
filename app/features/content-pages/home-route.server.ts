import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { fetchBlogs } from "~/features/blog/index.server";
import { toCardData } from "~/features/blog";
import { frontmatterMeta } from "./content-route";
import { faqFor, pagesOfKind } from "./pages.server";
import { drawingsFor } from "./drawings.server";
import { faqPage, movingCompany } from "~/shared/seo/structured-data";
import { withinBudget } from "~/shared/api/secondary-read.server";
import { PUBLIC_PAGE_CACHE } from "~/shared/http/cache-control";
import { site } from "~/shared/site/site-config";
import { siteUrl } from "~/shared/site/site-url.server";
import { langOfPath } from "~/i18n/alternates";
import { messagesFor } from "~/i18n/catalogue.server";
import { frontmatter as english } from "~content/sections/home.mdx";
import { frontmatter as urdu } from "~content/sections/ur/home.mdx";

/** docs/requirements.md (Routes): the home page's services section and FAQ use service id 1. */
const HOME_SERVICE_ID = 1;
const LATEST_POSTS = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteUrl();
  const lang = langOfPath(new URL(request.url).pathname);
  const frontmatter = lang === "ur" ? urdu : english;
  const faq = faqFor(HOME_SERVICE_ID, lang);
  const toCard = (page: ReturnType<typeof pagesOfKind>[number]) => ({
    path: page.canonical,
    label: page.navLabel,
    summary: page.summary,
    illustration: page.illustration,
  });
  // A short budget: with the API down the page is whole within a second. Awaited, not streamed: the page is sent whole
  // anyway (ADR 021), and a promise costs one more inline script and CSP hash.
  const latestPosts = await withinBudget(
    fetchBlogs({ page: 1, language: lang }).then((list) => list.blogs.slice(0, LATEST_POSTS).map((blog) => toCardData(blog))),
    "home: latest posts",
  );
  const services = pagesOfKind("service", lang).filter((p) => !p.unlisted).map(toCard);
  const cities = pagesOfKind("city", lang).filter((p) => !p.unlisted).map(toCard);
  return {
    lang,
    services,
    cities,
    drawings: drawingsFor([frontmatter.illustration, ...[...services, ...cities].map((card) => card.illustration)]),
    messages: messagesFor(lang, ["home", "content", "blog", "post"]),
    faq,
    latestPosts,
    meta: frontmatterMeta(frontmatter, origin, [
      ...site.offices.map((office) => movingCompany(site, office, origin)),
      ...(faq.length ? [faqPage(faq)] : []),
    ]),
  };
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE_CACHE });
