import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { fetchBlog } from "./blogs.server";
import { commentFormSchema } from "./comment-form-schema";
import { COMMENT_MESSAGES } from "./comment-outcome";
import { commentOutcome, type CommentAttempt } from "./comment-outcome.server";
import type { CommentActionData } from "./comments";
import { fetchComments, postComment } from "./comments.server";
import { authorName, coverImage, plainText } from "./display";
import { blogPath } from "./paths";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { messagesFor } from "~/i18n/catalogue.server";
import { localizeError, localizeResult } from "~/i18n/field-errors.server";
import { isLang } from "~/i18n/languages";
import { sanitizePostHtml } from "./sanitize.server";
import { buildMeta } from "~/shared/seo/meta";
import { blogPosting } from "~/shared/seo/structured-data";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { newSubmissionKey, submittedKey } from "~/shared/forms/submission-key";
import { PUBLIC_LIST_CACHE } from "~/shared/http/cache-control";
import { visitorAddress } from "~/shared/http/load-context";
import { site } from "~/shared/site/site-config";
import { siteUrl } from "~/shared/site/site-url.server";
import type { Blog } from "~contract/blogs";
import { honeypotValue } from "~contract/honeypot";
import { POST_UNAVAILABLE_TITLE } from "./blog-unavailable";
import { apiFailure, isApiRefusal, isApiStatus } from "~/shared/api/api-failure.server";

/** Rendered whole on the server so a shared link or search engine sees everything (docs/requirements.md, Routes). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  let blog;
  try {
    blog = await fetchBlog(id);
  } catch (error) {
    if (isApiStatus(error, 404, 400)) {
      throw new Response("Not Found", { status: 404 });
    }
    // Like the list (its message, 503, a real title), never the generic error page.
    console.error("post: unavailable:", (error as Error).message);
    return unavailable();
  }
  // A changed title changes the slug: old links move permanently, never 404.
  const lang = isLang(blog.language) ? blog.language : "en";
  const canonical = pathIn(blogPath(blog), lang);
  if (new URL(request.url).pathname !== canonical) throw redirect(canonical, 301);

  let comments: Awaited<ReturnType<typeof fetchComments>> = [];
  let commentsError: string | null = null;
  try {
    comments = await fetchComments(id);
  } catch (error) {
    console.error("post: comments unavailable:", (error as Error).message);
    commentsError = localizeError(lang, COMMENT_MESSAGES.fetchFailed);
  }

  const version = `${blog._id}@${blog.updatedAt ?? blog.createdAt ?? ""}`;
  let description: string;
  try {
    description = await sanitizePostHtml(blog.description, `${version}:d`);
  } catch (error) {
    // The sanitizer failed or hung (it was restarted): the same page as an API outage, never a 500.
    console.error("post: sanitizing failed:", (error as Error).message);
    return unavailable();
  }
  return data(
    {
      ok: true as const,
      lang,
      messages: messagesFor(lang, ["post", "comments", "blog", "form"]),
      blog: { ...blog, description },
      comments,
      commentsError,
      commentKey: newSubmissionKey(),
      canonicalUrl: `${siteUrl()}${canonical}`,
      meta: postMeta(blog, canonical, `${siteUrl()}${canonical}`, comments.length, siteUrl()),
    },
    { headers: { "Cache-Control": PUBLIC_LIST_CACHE } },
  );
}

function unavailable() {
  return data(
    { ok: false as const, meta: [{ title: `${POST_UNAVAILABLE_TITLE} | ${site.shortName}` }, { name: "robots", content: "noindex" }] },
    { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const retryAfter = loaderHeaders.get("Retry-After");
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "no-store",
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
};

/** `submission.reply()` keeps the text on failure; POST/redirect/GET so a refresh never posts twice. The API judges the honeypot. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: commentFormSchema });
  const headers = { "Cache-Control": "no-store" };
  if (submission.status !== "success") return data<CommentActionData>({ result: localizeResult(lang, submission.reply()) }, { status: 400, headers });

  let attempt: CommentAttempt;
  try {
    const { status } = await postComment({ ...submission.value, blogId: params.id ?? "" }, {
      clientIp: visitorAddress(context),
      honeypot: honeypotValue(formData),
      idempotencyKey: submittedKey(formData),
    });
    attempt = { kind: "answered", status };
  } catch (error) {
    if (apiFailure(error).kind === "broken") console.error("comment: unexpected failure:", error);
    attempt = { kind: "failed", error };
  }
  const outcome = commentOutcome(attempt);
  if (outcome.ok) {
    // The address as it came, encoded again (a stray slug is 301-ed to the right one by the loader).
    const back = `${lang === "en" ? "" : `/${lang}`}/blog/${encodeURIComponent(params.id ?? "")}/${encodeURIComponent(params.slug ?? "")}#comments`;
    return redirectWithToast(back, { type: "success", message: localizeError(lang, outcome.message) }, { headers });
  }
  const status = attempt.kind === "failed" && isApiRefusal(attempt.error) ? attempt.error.status : attempt.kind === "answered" ? 502 : 503;
  return data<CommentActionData>({ result: localizeResult(lang, submission.reply({ formErrors: [outcome.message] })) }, { status, headers });
}

/** `path` is the post's own address in its language; canonical, og:locale and breadcrumbs follow it. */
function postMeta(blog: Blog, path: string, canonicalUrl: string, commentCount: number, origin: string) {
  const description = plainText(blog.shortDescription || blog.description, 160) || `${blog.title} — moving advice from ${site.companyName}.`;
  const images = blog.images.length ? blog.images.map((img) => img.url) : [coverImage(blog).url];
  const urdu = langOfPath(path) === "ur";
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
        { name: urdu ? "بلاگ" : "Blog", path: urdu ? "/ur/blogs" : "/blogs" },
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
