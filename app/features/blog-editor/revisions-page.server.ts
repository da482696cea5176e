import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { idSchema } from "~contract/common";
import type { Revision } from "~contract/revisions";
import { fetchRevisions, fetchStaffBlog, restoreRevision, type StaffBlog } from "./revisions.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { pakistanDateTime, pakistanDateTimeSeconds } from "./autosave";
import { CURRENT, diffRevisions, htmlToText, type FieldDiff, type RevisionText } from "./revision-diff";
import { isApiStatus, isApiRefusal, logApiFailure, failureStatus } from "~/shared/api/api-failure.server";
import { parseWithZod } from "~/shared/forms/parse-with-zod";

/** Plain GET and POST forms, so all of it works without JavaScript. */

const REVISION_MESSAGES = {
  restored: "Revision restored as your draft. Review it and press “Update post” to make it the post.",
  restoreFailed: "The revision could not be restored. Please try again.",
  loadFailed: "The revisions could not be loaded. Please try again.",
} as const;

type RevisionRow = {
  _id: string;
  when: string;
  createdAt: string;
  who: string;
  kind: Revision["kind"];
  status: Revision["status"];
  published: boolean;
  title: string;
};

function revisionText(source: {
  title: string;
  shortDescription: string;
  description: string;
  keywords: string[];
  images: { url: string; altText: string }[];
  status: string;
  publishAt: string | null;
}): RevisionText {
  return {
    title: source.title,
    shortDescription: htmlToText(source.shortDescription),
    description: htmlToText(source.description),
    tags: source.keywords.join(", "),
    images: source.images.map((image) => `${image.url}${image.altText ? ` (alt: ${image.altText})` : ""}`).join("\n"),
    status: source.publishAt ? `${source.status}, publish at ${pakistanDateTime(source.publishAt)}` : source.status,
  };
}

function postText(post: StaffBlog): RevisionText {
  return revisionText({
    title: post.title,
    shortDescription: post.shortDescription,
    description: post.description,
    keywords: post.metaData.metaKeywords,
    images: post.images,
    status: post.status ?? "published",
    publishAt: post.publishAt ?? null,
  });
}

function rowOf(revision: Revision): RevisionRow {
  return {
    _id: revision._id,
    when: pakistanDateTimeSeconds(revision.createdAt),
    createdAt: revision.createdAt,
    who: revision.savedBy?.name ?? "Unknown",
    kind: revision.kind,
    status: revision.status,
    published: revision.published,
    title: revision.title,
  };
}

function idParam(params: { id?: string }): string {
  const id = params.id ?? "";
  if (!idSchema.safeParse(id).success) throw new Response("Not Found", { status: 404 });
  return id;
}

export async function loadRevisionsPage({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const id = idParam(params);
  let post: StaffBlog;
  let revisions: Revision[];
  try {
    [post, revisions] = await Promise.all([fetchStaffBlog(id, token), fetchRevisions(id, token)]);
  } catch (error) {
    if (isApiStatus(error, 404)) throw new Response("Not Found", { status: 404 });
    logApiFailure(`Revisions of post ${id}`, error);
    return data({ ok: false as const, id, message: REVISION_MESSAGES.loadFailed }, { status: 502 });
  }
  const url = new URL(request.url);
  const known = (value: string | null) => (value && (value === CURRENT || revisions.some((r) => r._id === value)) ? value : null);
  const to = known(url.searchParams.get("to")) ?? revisions[0]?._id ?? null;
  const from = known(url.searchParams.get("from")) ?? revisions[1]?._id ?? (to && to !== CURRENT ? CURRENT : null);
  const textOf = (choice: string) => {
    if (choice === CURRENT) return postText(post);
    return revisionText(revisions.find((r) => r._id === choice)!);
  };
  const labelOf = (choice: string) => {
    if (choice === CURRENT) return "the post as it is now";
    const revision = revisions.find((r) => r._id === choice)!;
    return `${revision.kind === "autosave" ? "autosave" : "save"} of ${pakistanDateTimeSeconds(revision.createdAt)}`;
  };
  let comparison: { from: string; to: string; fromLabel: string; toLabel: string; fields: FieldDiff[] } | null = null;
  if (from && to) {
    comparison = { from, to, fromLabel: labelOf(from), toLabel: labelOf(to), fields: diffRevisions(textOf(from), textOf(to)) };
  }
  return data({ ok: true as const, id, title: post.title, rows: revisions.map(rowOf), comparison });
}

const restoreSchema = z.object({ revisionId: idSchema });

/** A failure comes back to this page as the form's message (`restore-form-error`), to try again. */
export async function restoreRevisionAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const id = idParam(params);
  const submission = parseWithZod(await request.formData().catch(() => new FormData()), { schema: restoreSchema });
  const failed = (status: number) => data(submission.reply({ formErrors: [REVISION_MESSAGES.restoreFailed] }), { status });
  if (submission.status !== "success") return failed(400);
  try {
    await restoreRevision(id, submission.value.revisionId, staff.token);
  } catch (error) {
    if (!isApiRefusal(error)) logApiFailure("Revision restore", error);
    return failed(failureStatus(error, 502));
  }
  return redirectWithToast(`/blog-edit/${id}?draft=restore`, { type: "success", message: REVISION_MESSAGES.restored });
}
