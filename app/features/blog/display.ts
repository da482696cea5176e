import type { Blog, BlogImage } from "~contract/blogs";

const DEFAULT_BLOG_IMAGE: BlogImage = {
  url: "/images/default-blog.png",
  altText: "",
  width: 1200,
  height: 630,
};

export function coverImage(blog: Pick<Blog, "images">): BlogImage {
  return blog.images[0] ?? DEFAULT_BLOG_IMAGE;
}

/** docs/requirements.md (Messages): a missing author shows "Admin". */
export function authorName(blog: Pick<Blog, "author">): string {
  return blog.author?.name || "Admin";
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Karachi" });

export function formatDate(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

export function srcSetOf(image: BlogImage): string | undefined {
  if (!image.variants?.length) return undefined;
  return image.variants.map((v) => `${v.url} ${v.width}w`).join(", ");
}

export function plainText(html: string, max = 180): string {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Loader data is serialised into every page: kept flat and small (no bodies, srcset as one string). */
export type BlogCardData = {
  _id: string;
  title: string;
  slug?: string;
  date?: string;
  author: string;
  commentCount: number;
  image: { url: string; srcSet?: string; width: number; height: number };
  excerpt: string;
  keywords: string[];
};

export function toCardData(blog: Blog, keywords = 3): BlogCardData {
  const image = coverImage(blog);
  return {
    _id: blog._id,
    title: blog.title,
    slug: blog.slug,
    date: blog.blogDate ?? blog.createdAt,
    author: authorName(blog),
    commentCount: blog.commentCount ?? 0,
    image: { url: image.url, srcSet: srcSetOf(image), width: image.width ?? 1200, height: image.height ?? 675 },
    excerpt: plainText(blog.shortDescription),
    keywords: blog.metaData.metaKeywords.slice(0, keywords),
  };
}

const URDU_SCRIPT = /[\u0600-\u06FF]/;

/** Urdu posts carry Latin twins for Roman-Urdu search; shown, they read as every tag twice. */
export function shownKeywords<T>(keywords: readonly T[], lang: string, text: (keyword: T) => string = String): T[] {
  if (lang !== "ur") return [...keywords];
  const urdu = keywords.filter((keyword) => URDU_SCRIPT.test(text(keyword)));
  return urdu.length ? urdu : [...keywords];
}
