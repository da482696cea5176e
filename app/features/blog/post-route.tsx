import type { LinksFunction, SerializeFrom } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BlogUnavailable, POST_UNAVAILABLE_TITLE } from "./blog-unavailable";
import { CommentForm, CommentList, CommentSentNotice } from "./comments";
import { authorName, coverImage, formatDate, shownKeywords, srcSetOf } from "./display";
import { blogPath } from "./paths";
import { ShareLinks } from "./share-links";
import { metaFromLoader } from "~/shared/seo/loader-meta";
import { PageBanner } from "~/shared/ui/page-banner";
import type { action, loader } from "./post-route.server";
import { blogStylesheet } from "./stylesheet";
import { pathIn } from "~/i18n/alternates";
import { formatDate as formatDateIn } from "~/i18n/format";
import { useLocalText } from "~/i18n/use-page-lang";
export { loader, headers, action } from "./post-route.server";

export { POST_UNAVAILABLE_TITLE } from "./blog-unavailable";

// The feed link of the page's language is in every page's head (app/features/seo/language-alternates.tsx).
export const links: LinksFunction = () => [blogStylesheet];

export const meta = metaFromLoader("Post not found");

export default function BlogPostPage() {
  const page = useLoaderData<typeof loader>();
  if (!page.ok) {
    return (
      <>
        <PageBanner title={POST_UNAVAILABLE_TITLE} crumbs={[{ name: "BLOG", path: "/blogs" }, { name: "POST" }]} />
        <div className="section">
          <div className="container narrow">
            <BlogUnavailable what="post" />
          </div>
        </div>
      </>
    );
  }
  return <BlogPost {...page} />;
}

function BlogPost({ lang, blog, comments, commentsError, commentKey, canonicalUrl }: Extract<SerializeFrom<typeof loader>, { ok: true }>) {
  const say = useLocalText();
  const date = blog.blogDate ?? blog.createdAt;
  const actionData = useActionData<typeof action>();
  const images = blog.images.length ? blog.images : [coverImage(blog)];
  const commentCount = commentsError ? (blog.commentCount ?? 0) : comments.length;

  return (
    <>
      <PageBanner
        title={blog.title}
        crumbs={[
          { name: say("nav.blog", "BLOG"), path: pathIn("/blogs", lang) },
          { name: blog.title.toUpperCase(), path: pathIn(blogPath(blog), lang) },
        ]}
      />
      <div className="section">
        <div className="container narrow">
          <article className="post">
            <p className="post-meta">
              <span>
                {say("post.by", "By")} <strong>{authorName(blog)}</strong>
              </span>
              <span aria-hidden="true">·</span>
              <time dateTime={blog.createdAt ?? blog.blogDate}>{lang === "en" ? formatDate(date) : date ? formatDateIn(lang, date) : ""}</time>
              <span aria-hidden="true">·</span>
              <a href="#comments">
                {lang === "en" ? `${commentCount} ${commentCount === 1 ? "comment" : "comments"}` : say("blog.commentCount", "", { count: commentCount })}
              </a>
            </p>
            {blog.metaData.metaKeywords.length ? (
              <ul className="tag-list post-tags" aria-label={say("blog.keywords", "Keywords")}>
                {shownKeywords(blog.metaData.metaKeywords, lang).map((keyword) => (
                  <li key={keyword} className="tag">
                    <Link to={`${pathIn("/blogs", lang)}?${new URLSearchParams({ tag: keyword.toLowerCase() })}`}>{keyword}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="post-images">
              {images.map((image, index) => (
                <img
                  key={image.url}
                  src={image.url}
                  srcSet={srcSetOf(image)}
                  sizes="(min-width: 860px) 820px, 100vw"
                  width={image.width ?? 1200}
                  height={image.height ?? 675}
                  alt={image.altText || (index === 0 ? blog.title : "")}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : undefined}
                  decoding={index === 0 ? undefined : "async"}
                />
              ))}
            </div>
            {/* Sanitized on the server (sanitizePostHtml) before it gets here. */}
            <div className="prose post-body" dangerouslySetInnerHTML={{ __html: blog.description }} />
            <ShareLinks url={canonicalUrl} title={blog.title} />
          </article>

          <section id="comments" className="comments" aria-labelledby="comments-title">
            <h2 id="comments-title" className="section-title">
              {say("post.comments", `Comments (${commentCount})`, { count: commentCount })}
            </h2>
            <CommentSentNotice />
            <CommentList comments={comments} error={commentsError} />
          </section>
          {/* Keyed by the count: after a comment is added the form starts empty again (docs/requirements.md, Messages: "form resets"). */}
          <CommentForm key={comments.length} lastResult={actionData?.result} submissionKey={commentKey} />
          <p className="back-link">
            <Link to={pathIn("/blogs", lang)}>{say("post.backToAll", "← Back to all posts")}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
