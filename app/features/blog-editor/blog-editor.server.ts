import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { idSchema } from "~contract/common";
import { DEFAULT_LANGUAGE } from "~contract/languages";
import { pakistanLocalToUtc, utcToPakistanLocal, type Revision } from "~contract/revisions";
import { createBlog, updateBlog } from "~/features/blog/index.server";
import { fetchRevisions, fetchStaffBlog } from "./revisions.server";
import { fetchCommentsForStaff } from "./comments-admin.server";
import { blogPath } from "~/features/blog";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { buildBlogApiForm, imagesOf, slugToSend, tagsOf } from "./blog-api-form.server";
import { blogEditorSchema } from "./blog-editor-schema";
import type { BlogEditorDefaults } from "./blog-editor-values";
import { EditorBodyTooLarge, readEditorForm } from "./editor-upload.server";
import { htmlToMarkdown, markdownToHtml } from "./markdown.server";
import { BLOG_SAVE_MESSAGES, COMMENT_MESSAGES } from "./messages";
import { blogSavedMessage, blogSaveFailure, type EditorMode } from "./save-outcome.server";
import { conflictOf, type ConflictInfo } from "./conflict.server";
import { sameDraft, type DraftSnapshot } from "./autosave";
import { tidySlug } from "./slug-follow";
import { isApiStatus, logApiFailure, failureStatus } from "~/shared/api/api-failure.server";
import { formConstraint } from "~/shared/forms/form-constraint.server";

/** The routes' action without JavaScript, and /blog-editor/save with upload progress (Epic Stack's note-editor pattern). */

type SubmissionReply = SubmissionResult<string[]>;

export type SaveOutcome =
  | { status: "success"; message: string; redirectTo: string }
  | { status: "error"; result: SubmissionReply; httpStatus: number; conflict?: ConflictInfo };

export type { ConflictInfo };

export type SaveAnswer =
  | { status: "success"; message: string; redirectTo: string }
  | { status: "error"; result: SubmissionReply; conflict?: ConflictInfo }
  | { status: "unauthorized" };

export type Transport = "document" | "xhr";

const AFTER_SAVE = "/blog-list";

function formOnlyError(message: string): SubmissionReply {
  return { status: "error", error: { "": [message] } };
}

export async function saveBlogPost(request: Request, id: string | undefined, transport: Transport): Promise<SaveOutcome> {
  // The editor's script decides where to go on a dead session, so it can come back afterwards.
  const staff = await requireStaff(request, { respond: transport === "xhr" ? "json" : "redirect" });
  const mode: EditorMode = id ? "edit" : "create";
  if (id !== undefined && !idSchema.safeParse(id).success) throw new Response("Not Found", { status: 404 });

  let form;
  try {
    form = await readEditorForm(request);
  } catch (error) {
    if (error instanceof EditorBodyTooLarge) {
      return { status: "error", result: formOnlyError(`${error.message} Attach fewer or smaller images (at most 10 of 5 MB each).`), httpStatus: 413 };
    }
    // A broken multipart body (cut short, bad boundary, bad part headers) is the sender's fault.
    return { status: "error", result: formOnlyError(BLOG_SAVE_MESSAGES.unreadableForm), httpStatus: 400 };
  }

  const submission = parseWithZod(form.formData, { schema: blogEditorSchema });
  const uploadProblems = form.rejectedFiles;
  if (submission.status !== "success" || uploadProblems.length) {
    const attached = form.formData.getAll("uploads").some((file) => typeof file !== "string" && file.size > 0);
    return {
      status: "error",
      result: submission.reply({
        formErrors: transport === "document" && (attached || uploadProblems.length) ? [BLOG_SAVE_MESSAGES.reattachImages] : [],
        fieldErrors: uploadProblems.length ? { uploads: uploadProblems } : undefined,
      }),
      httpStatus: uploadProblems.length ? 413 : 400,
    };
  }

  const values = submission.value;
  try {
    const [shortDescHtml, detailedDescHtml] = await Promise.all([markdownToHtml(values.shortDesc), markdownToHtml(values.detailedDesc)]);
    const body = buildBlogApiForm({
      title: values.title,
      shortDescHtml,
      detailedDescHtml,
      authorId: staff.user._id,
      tags: tagsOf(values),
      status: values.status,
      images: imagesOf(values),
      version: values.version,
      publishAt: values.publishAt ? (pakistanLocalToUtc(values.publishAt) ?? "") : "",
      language: values.language,
      slug: slugToSend(mode, values.slug),
    });
    if (id) await updateBlog(id, body, staff.token);
    else await createBlog(body, staff.token);
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) {
      const lostFiles = transport === "document" && values.uploads.length > 0;
      return {
        status: "error",
        result: submission.reply({ formErrors: [conflict.message, ...(lostFiles ? [BLOG_SAVE_MESSAGES.reattachImages] : [])] }),
        httpStatus: 409,
        conflict,
      };
    }
    const failure = blogSaveFailure(mode, error);
    if (failure.exception) logApiFailure(`Blog ${mode}`, error);
    const lostFiles = transport === "document" && values.uploads.length > 0;
    return {
      status: "error",
      result: submission.reply({
        formErrors: [failure.message, ...(lostFiles ? [BLOG_SAVE_MESSAGES.reattachImages] : [])],
        fieldErrors: failure.fieldErrors,
      }),
      httpStatus: failure.exception ? 502 : failureStatus(error, 502),
    };
  }
  return { status: "success", message: blogSavedMessage(mode), redirectTo: AFTER_SAVE };
}

export async function blogEditorAction({ request, params }: ActionFunctionArgs) {
  const outcome = await saveBlogPost(request, params.id, "document");
  if (outcome.status === "success") return redirectWithToast(outcome.redirectTo, { type: "success", message: outcome.message });
  return data({ kind: "save" as const, result: outcome.result, conflict: outcome.conflict ?? null }, { status: outcome.httpStatus });
}

/** Guarded itself: a `.data?_routes=` naming this route alone skips the layout's loader. */
export async function loadBlogCreate({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return { constraint: formConstraint(blogEditorSchema) };
}

type EditorImage = { url: string; alt: string; thumb: string };

export type CommentsState =
  | { ok: true; list: { _id: string; name: string; email?: string; website: string; commentText: string; createdAt?: string }[] }
  | { ok: false; message: string };

export type ServerDraft = DraftSnapshot & { savedAt: string };

/** The API drops it at the next explicit save, so one that exists is unsaved work. */
function ownAutosave(revisions: Revision[], userId: string): Revision | null {
  return revisions.find((revision) => revision.kind === "autosave" && revision.savedBy?._id === userId) ?? null;
}

/** ?draft=restore (after restoring a revision) opens the working draft in the form. */
export async function loadBlogForEditor({ request, params }: LoaderFunctionArgs) {
  const session = await requireStaff(request);
  const token = session.token;
  const id = params.id ?? "";
  if (!idSchema.safeParse(id).success) throw new Response("Not Found", { status: 404 });
  const [blog, comments, revisions] = await Promise.allSettled([fetchStaffBlog(id, token), fetchCommentsForStaff(id, token), fetchRevisions(id, token)]);
  if (blog.status === "rejected") {
    if (isApiStatus(blog.reason, 404)) throw new Response("Not Found", { status: 404 });
    logApiFailure(`Loading blog ${id}`, blog.reason);
    return data({ ok: false as const, id, message: BLOG_SAVE_MESSAGES.loadFailed }, { status: 502 });
  }
  const post = blog.value;
  let defaults: BlogEditorDefaults = {
    title: post.title,
    shortDesc: await htmlToMarkdown(post.shortDescription),
    detailedDesc: await htmlToMarkdown(post.description),
    tags: post.metaData.metaKeywords,
    status: post.status ?? "published",
    language: post.language ?? DEFAULT_LANGUAGE,
    // Tidied, so saving does not send back an address the API refuses.
    slug: tidySlug(post.slug ?? ""),
    existing: post.images.map((image) => ({ url: image.url, alt: image.altText })),
    // A schedule whose time has come is no longer one: shown empty, so saving the post does not send a past time.
    publishAt: post.publishAt && Date.parse(post.publishAt) > Date.now() ? utcToPakistanLocal(post.publishAt) : "",
    version: post.version,
  };
  const restoring = new URL(request.url).searchParams.get("draft") === "restore";
  const autosave = revisions.status === "fulfilled" ? ownAutosave(revisions.value, session.user._id) : null;
  let serverDraft: ServerDraft | null = null;
  if (autosave) {
    serverDraft = {
      title: autosave.title,
      shortDesc: await htmlToMarkdown(autosave.shortDescription),
      detailedDesc: await htmlToMarkdown(autosave.description),
      tags: autosave.keywords,
      // So an Urdu post's draft restores as Urdu (absent in older drafts).
      ...(autosave.language ? { language: autosave.language } : {}),
      ...(autosave.slug !== null ? { slug: tidySlug(autosave.slug) } : {}),
      savedAt: autosave.createdAt,
    };
  }
  let restoredAt: string | null = null;
  if (restoring && autosave && serverDraft) {
    defaults = {
      ...defaults,
      title: serverDraft.title,
      shortDesc: serverDraft.shortDesc,
      detailedDesc: serverDraft.detailedDesc,
      tags: serverDraft.tags,
      language: serverDraft.language ?? defaults.language,
      slug: serverDraft.slug ?? defaults.slug,
      status: autosave.status,
      existing: autosave.images.length ? autosave.images.map((image) => ({ url: image.url, alt: image.altText })) : defaults.existing,
    };
    restoredAt = serverDraft.savedAt;
    serverDraft = null;
  }
  // A draft the post already holds (an autosave that landed just after a save) is nothing to offer.
  if (serverDraft && !restoring && sameDraft(serverDraft, defaults)) serverDraft = null;
  const images: EditorImage[] = post.images.map((image) => {
    const smallest = [...(image.variants ?? [])].sort((a, b) => a.width - b.width)[0];
    return { url: image.url, alt: image.altText, thumb: smallest?.url ?? image.url };
  });
  const commentsState: CommentsState =
    comments.status === "fulfilled"
      ? {
          ok: true,
          list: comments.value.map((c) => ({ _id: c._id, name: c.name, email: c.email, website: c.website, commentText: c.commentText, createdAt: c.createdAt })),
        }
      : { ok: false, message: COMMENT_MESSAGES.fetchFailed };
  return data({
    ok: true as const,
    id,
    defaults,
    images,
    comments: commentsState,
    publicPath: post.status === "draft" ? null : blogPath(post),
    serverDraft,
    restoredAt,
    constraint: formConstraint(blogEditorSchema),
  });
}
