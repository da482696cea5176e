import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import type { Blog } from "~contract/blogs";
import { parseWithZod } from "~/lib/forms/parse-with-zod";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CommentForm, CommentList, CommentSentNotice, type CommentActionData } from "~/components/blog/comments";
import { BlogUnavailable } from "~/components/blog/blog-unavailable";
import { ShareLinks } from "~/components/blog/share-links";
import { PageBanner } from "~/components/shell/page-banner";
import { fetchBlog } from "~/lib/api/blogs.server";
import { ApiError } from "~/lib/api/client.server";
import { fetchComments, postComment } from "~/lib/api/comments.server";
import { COMMENT_MESSAGES, commentOutcome, type CommentAttempt } from "~/lib/blog/comment-outcome";
import { commentFormSchema } from "~/lib/blog/comment-form-schema";
import { newSubmissionKey, submittedKey } from "~/lib/leads/submission-key";
import { redirectWithToast } from "~/lib/session/toast.server";
import { honeypotValue } from "~contract/honeypot";
import { authorName, coverImage, formatDate, plainText, srcSetOf } from "~/lib/blog/display";
import { blogPath } from "~/lib/blog/paths";
import { sanitizePostHtml } from "~/lib/blog/sanitize.server";
import { PUBLIC_LIST_CACHE } from "~/lib/http/cache-control";
import { visitorAddress } from "~/lib/http/load-context";
import { buildMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/loader-meta";
import { blogPosting } from "~/lib/seo/structured-data";
import { site } from "~/lib/site-config";
import { siteUrl } from "~/lib/site-url.server";

export const POST_UNAVAILABLE_TITLE = "Blog post temporarily unavailable";

export const links: LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Manzil Movers blog", href: "/rss.xml" },
];

/**
 * A blog post, rendered whole on the server so a shared link, a new tab or
 * a search engine sees everything (spec §2 leaves "opened directly" to us).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  let blog;
  try {
    blog = await fetchBlog(id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response("Not Found", { status: 404 });
    }
    // The API is down, slow or answering nonsense: the same answer as the list (spec §8's
    // message, 503, a real title, ways to go on), never the generic error page.
    console.error("post: unavailable:", (error as Error).message);
    return data(
      { ok: false as const, meta: [{ title: `${POST_UNAVAILABLE_TITLE} | ${site.shortName}` }, { name: "robots", content: "noindex" }] },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } },
    );
  }
  // A changed title changes the slug: old links move permanently, never 404.
  const canonical = blogPath(blog);
  if (new URL(request.url).pathname !== canonical) throw redirect(canonical, 301);

  let comments: Awaited<ReturnType<typeof fetchComments>> = [];
  let commentsError: string | null = null;
  try {
    comments = await fetchComments(id);
  } catch (error) {
    console.error("post: comments unavailable:", (error as Error).message);
    commentsError = COMMENT_MESSAGES.fetchFailed;
  }

  const version = `${blog._id}@${blog.updatedAt ?? blog.createdAt ?? ""}`;
  return data(
    {
      ok: true as const,
      blog: { ...blog, description: await sanitizePostHtml(blog.description, `${version}:d`) },
      comments,
      commentsError,
      commentKey: newSubmissionKey(),
      canonicalUrl: `${siteUrl()}${canonical}`,
      meta: postMeta(blog, `${siteUrl()}${canonical}`, comments.length, siteUrl()),
    },
    { headers: { "Cache-Control": PUBLIC_LIST_CACHE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const retryAfter = loaderHeaders.get("Retry-After");
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "no-store",
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
};

/**
 * LEAVE A COMMENT, on the pattern of every form here: the zod schema
 * (client-safe, the API's own rules), `submission.reply()` on failure so the
 * text stays in the form, and POST/redirect/GET with a flash toast on success
 * so a refresh never posts twice. The honeypot is judged by the API.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: commentFormSchema });
  const headers = { "Cache-Control": "no-store" };
  if (submission.status !== "success") return data<CommentActionData>({ result: submission.reply() }, { status: 400, headers });

  let attempt: CommentAttempt;
  try {
    const { status } = await postComment({ ...submission.value, blogId: params.id ?? "" }, {
      clientIp: visitorAddress(context),
      honeypot: honeypotValue(formData),
      idempotencyKey: submittedKey(formData),
    });
    attempt = { kind: "answered", status };
  } catch (error) {
    if (error instanceof ApiError && error.kind === "http") {
      attempt = { kind: "http-error", status: error.status ?? 500, serverMessage: error.serverMessage };
    } else if (error instanceof ApiError && (error.kind === "network" || error.kind === "timeout")) {
      attempt = { kind: "no-response" };
    } else {
      console.error("comment: unexpected failure:", error);
      attempt = { kind: "other" };
    }
  }
  const outcome = commentOutcome(attempt);
  if (outcome.ok) {
    // The address as it came, encoded again (a stray slug is 301-ed to the right one by the loader).
    const back = `/blog/${encodeURIComponent(params.id ?? "")}/${encodeURIComponent(params.slug ?? "")}#comments`;
    return redirectWithToast(back, { type: "success", message: outcome.message }, { headers });
  }
  const status = attempt.kind === "http-error" && attempt.status < 500 ? attempt.status : attempt.kind === "answered" ? 502 : 503;
  return data<CommentActionData>({ result: submission.reply({ formErrors: [outcome.message] }) }, { status, headers });
}

export const meta = metaFromLoader("Post not found");

function postMeta(blog: Blog, canonicalUrl: string, commentCount: number, origin: string) {
  const description = plainText(blog.shortDescription || blog.description, 160) || `${blog.title} — moving advice from ${site.companyName}.`;
  const images = blog.images.length ? blog.images.map((img) => img.url) : [coverImage(blog).url];
  const path = blogPath(blog);
  return buildMeta(
    {
      title: `${blog.title} | ${site.shortName}`,
      description,
      keywords: blog.metaData.metaKeywords,
      path,
      images,
      imageAlt: blog.images[0]?.altText || blog.title,
      type: "article",
      breadcrumbs: [
        { name: "Blog", path: "/blogs" },
        { name: blog.title, path },
      ],
      article: {
        publishedTime: blog.blogDate ?? blog.createdAt ?? "",
        modifiedTime: blog.updatedAt ?? blog.blogDate ?? "",
        author: authorName(blog),
        tags: blog.metaData.metaKeywords,
      },
      jsonLd: [
        blogPosting(
          {
            title: blog.title,
            description,
            url: canonicalUrl,
            images: images.map((url) => (url.startsWith("http") ? url : `${origin}${url}`)),
            datePublished: blog.blogDate ?? blog.createdAt ?? "",
            dateModified: blog.updatedAt ?? blog.blogDate ?? "",
            author: authorName(blog),
            keywords: blog.metaData.metaKeywords,
            commentCount,
          },
          site,
          origin,
        ),
      ],
    },
    origin,
  );
}

export default function BlogPostPage() {
  const page = useLoaderData<typeof loader>();
  if (!page.ok) {
    return (
      <>
        <PageBanner title={POST_UNAVAILABLE_TITLE} crumbs={[{ name: "BLOG", path: "/blogs" }, { name: "POST" }]} />
        <div className="section">
          <div className="container narrow">
            <BlogUnavailable />
          </div>
        </div>
      </>
    );
  }
  return <BlogPost {...page} />;
}

function BlogPost({ blog, comments, commentsError, commentKey, canonicalUrl }: Extract<SerializeFrom<typeof loader>, { ok: true }>) {
  const actionData = useActionData<typeof action>();
  const images = blog.images.length ? blog.images : [coverImage(blog)];
  const commentCount = commentsError ? (blog.commentCount ?? 0) : comments.length;

  return (
    <>
      <PageBanner
        title={blog.title}
        crumbs={[
          { name: "BLOG", path: "/blogs" },
          { name: blog.title.toUpperCase(), path: blogPath(blog) },
        ]}
      />
      <div className="section">
        <div className="container narrow">
          <article className="post">
            <p className="post-meta">
              <span>
                By <strong>{authorName(blog)}</strong>
              </span>
              <span aria-hidden="true">·</span>
              <time dateTime={blog.createdAt ?? blog.blogDate}>{formatDate(blog.blogDate ?? blog.createdAt)}</time>
              <span aria-hidden="true">·</span>
              <a href="#comments">
                {commentCount} {commentCount === 1 ? "comment" : "comments"}
              </a>
            </p>
            {blog.metaData.metaKeywords.length ? (
              <ul className="tag-list post-tags" aria-label="Keywords">
                {blog.metaData.metaKeywords.map((keyword) => (
                  <li key={keyword} className="tag">
                    <Link to={`/blogs?${new URLSearchParams({ tag: keyword.toLowerCase() })}`}>{keyword}</Link>
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
              Comments ({commentCount})
            </h2>
            <CommentSentNotice />
            <CommentList comments={comments} error={commentsError} />
          </section>
          {/* Keyed by the count: after a comment is added the form starts empty again (spec §8: "form resets"). */}
          <CommentForm key={comments.length} lastResult={actionData?.result} submissionKey={commentKey} />
          <p className="back-link">
            <Link to="/blogs">← Back to all posts</Link>
          </p>
        </div>
      </div>
    </>
  );
}
