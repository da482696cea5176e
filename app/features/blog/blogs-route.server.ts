import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { CARD_KEYWORDS } from "./blog-card";
import { fetchBlogs, fetchTagCounts } from "./blogs.server";
import { toCardData, type BlogCardData } from "./display";
import { blogListTitle } from "./list-title.server";
import { popularTags, rankTags, type TagCount } from "./tags";
import type { WithMeta } from "~/shared/seo/loader-meta";
import { buildMeta } from "~/shared/seo/meta";
import { PUBLIC_LIST_CACHE } from "~/shared/http/cache-control";
import { siteUrl } from "~/shared/site/site-url.server";
import type { Blog } from "~contract/blogs";
import { langOfPath } from "~/i18n/alternates";
import { messagesFor, t } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages";

type PageText = { lang: Lang; messages: Partial<Record<MessageKey, string>> };

type LoaderData =
  | {
      ok: true;
      blogs: BlogCardData[];
      total: number;
      page: number;
      limit: number;
      title: string;
      tag: string;
      recent: Pick<Blog, "_id" | "title" | "slug" | "blogDate" | "createdAt">[];
      tags: TagCount[];
    }
  | { ok: false; title: string; tag: string; page: number };

async function listView(lang: Lang, page: number, title: string, tag: string): Promise<Omit<Extract<LoaderData, { ok: true }>, "ok">> {
  const [list, latest, tagCounts] = await Promise.all([
    fetchBlogs({ page, title, tag, language: lang }),
    title || tag || page > 1 ? fetchBlogs({ page: 1, language: lang }) : null,
    fetchTagCounts(lang),
  ]);
  const newest = latest ?? list;
  const recent = [...newest.blogs]
    .sort((a, b) => Date.parse(b.blogDate ?? b.createdAt ?? "") - Date.parse(a.blogDate ?? a.createdAt ?? ""))
    .slice(0, RECENT_POSTS)
    .map(({ _id, title, slug, blogDate, createdAt }) => ({ _id, title, slug, blogDate, createdAt }));
  // Without the API's tag counts: the posts at hand, each once.
  const postsAtHand = new Map([...list.blogs, ...newest.blogs].map((blog) => [blog._id, blog]));
  const tags = tagCounts ? rankTags(tagCounts) : popularTags([...postsAtHand.values()].map((b) => b.metaData.metaKeywords));
  return { blogs: list.blogs.map((blog) => toCardData(blog, CARD_KEYWORDS)), total: list.total, page: list.page, limit: list.limit, title, tag, recent, tags };
}

const RECENT_POSTS = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const messages = messagesFor(lang, ["blog", "pagination", "post"]);
  const title = (url.searchParams.get("title") ?? "").slice(0, 200);
  const tag = (url.searchParams.get("tag") ?? "").slice(0, 40);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  try {
    const view = await listView(lang, page, title, tag);
    return data<LoaderData & WithMeta & PageText>({ ok: true, ...view, lang, messages, meta: listMeta(view, lang) }, { headers: { "Cache-Control": PUBLIC_LIST_CACHE } });
  } catch (error) {
    console.error("blogs: list unavailable:", (error as Error).message);
    return data<LoaderData & WithMeta & PageText>({ ok: false, title, tag, page, lang, messages, meta: listMeta({ title, tag, page }, lang) }, { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } });
  }
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const retryAfter = loaderHeaders.get("Retry-After");
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LIST_CACHE, ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

function listMeta(data: { title: string; tag: string; page: number }, lang: Lang) {
  const searching = Boolean(data.title || data.tag);
  const page = data.page;
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  // Each language's list has its own canonical address.
  const listPath = lang === "ur" ? "/ur/blogs" : "/blogs";
  return buildMeta(
    {
      title: blogListTitle({ title: data.title, tag: data.tag, page }, lang),
      description: t(lang, "blog.metaDescription"),
      keywords: ["moving tips", "packing guide", "house shifting Pakistan", "moving deals"],
      path: `${listPath}${query.size ? `?${query}` : ""}`,
      breadcrumbs: [{ name: t(lang, "nav.blog"), path: listPath }],
      // Search results are thin duplicate pages: keep them out of the index.
      noindex: searching,
    },
    siteUrl(),
  );
}
