import { Link } from "@remix-run/react";
import { formatDate, shownKeywords, type BlogCardData } from "./display";
import { blogPath } from "./paths";
import { pathIn } from "~/i18n/alternates";
import { formatDate as formatDateIn } from "~/i18n/format";
import { useLocalText, usePageLang } from "~/i18n/use-page-lang";

/** docs/requirements.md (Constants). */
export const CARD_KEYWORDS = 3;

/** Shown at its own size, never enlarged. */
const SMALL_IMAGE_WIDTH = 400;

/** docs/requirements.md (Routes). */
export function BlogCard({ blog, priority = false, headingLevel = 2 }: { blog: BlogCardData; priority?: boolean; headingLevel?: 2 | 3 }) {
  const image = blog.image;
  const lang = usePageLang();
  const say = useLocalText();
  const href = pathIn(blogPath(blog), lang);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const comments = blog.commentCount;
  return (
    <article className="blog-card">
      <Link to={href} className="blog-card-image" tabIndex={-1} aria-hidden="true">
        <img
          src={image.url}
          srcSet={image.srcSet}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          width={image.width}
          height={image.height}
          className={image.width && image.width < SMALL_IMAGE_WIDTH ? "image-small" : undefined}
          alt=""
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding={priority ? undefined : "async"}
        />
      </Link>
      <div className="blog-card-body">
        <p className="blog-card-meta">
          <span>{say("post.by", "By")} {blog.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={blog.date}>{lang === "en" ? formatDate(blog.date) : blog.date ? formatDateIn(lang, blog.date) : ""}</time>
          <span aria-hidden="true"> · </span>
          <span>
            {lang === "en" ? `${comments} ${comments === 1 ? "comment" : "comments"}` : say("blog.commentCount", "", { count: comments })}
          </span>
        </p>
        <Heading className="blog-card-title">
          <Link to={href}>{blog.title}</Link>
        </Heading>
        <p className="blog-card-excerpt">{blog.excerpt}</p>
        {blog.keywords.length ? (
          <ul className="tag-list" aria-label={say("blog.keywords", "Keywords")}>
            {shownKeywords(blog.keywords, lang).slice(0, CARD_KEYWORDS).map((keyword) => (
              <li key={keyword} className="tag">
                {keyword}
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={href} className="read-more">
          {say("blog.readMore", "READ MORE")}<span className="visually-hidden">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}
