import { logApiFailure } from "~/shared/api/api-failure.server";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { pageQuery } from "~contract/common";
import { DEFAULT_LANGUAGE, LANGUAGE_LABELS, type Language } from "~contract/languages";
import { isPubliclyVisible } from "~contract/revisions";
import { pakistanDateTime } from "./autosave";
import { fetchStaffList } from "~/shared/staff/staff-list.server";
import { fetchBlogs } from "~/features/blog/index.server";
import { BLOG_LIST_MESSAGES } from "./messages";
import { requireStaff } from "~/shared/staff/require-staff.server";

export type AdminBlogRow = {
  number: number;
  _id: string;
  title: string;
  status: "draft" | "published";
  author: string;
  createdAt: string | undefined;
  /** Pakistan time, while a published post waits for its time. */
  scheduled: string | null;
  language: Language;
  /** So staff see which blog the post is on. */
  languageLabel: string;
};

export type AdminBlogList =
  | { ok: true; rows: AdminBlogRow[]; total: number; page: number; limit: number; title: string }
  | { ok: false; message: string; page: number; title: string };

/** docs/requirements.md (Constants). */
export function rowNumber(page: number, limit: number, index: number): number {
  return (page - 1) * limit + index + 1;
}

/** An unknown id is "Unknown" (docs/requirements.md, Messages). */
export function authorNames(users: { _id: string; name: string }[]): (id: string | null | undefined) => string {
  const names = new Map(users.map((user) => [user._id, user.name]));
  return (id) => (id && names.get(id)) || BLOG_LIST_MESSAGES.unknownAuthor;
}

export function scheduleLabel(status: string, publishAt: string | null, now: Date): string | null {
  if (status !== "published" || !publishAt || isPubliclyVisible(status, publishAt, now)) return null;
  return `Scheduled ${pakistanDateTime(publishAt).replace(/ \d{4} at/, "")}`;
}

export function languageOfPost(language: Language | undefined): { language: Language; languageLabel: string } {
  const known = language ?? DEFAULT_LANGUAGE;
  return { language: known, languageLabel: LANGUAGE_LABELS[known] };
}

export async function loadAdminBlogList({ request }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const url = new URL(request.url);
  const page = pageQuery.parse(url.searchParams.get("page") ?? 1);
  const title = (url.searchParams.get("title") ?? "").trim().slice(0, 200);

  const [list, users] = await Promise.allSettled([fetchBlogs({ page, title, status: "all", language: "all" }, token, request.signal), fetchStaffList(token)]);
  if (list.status === "rejected") {
    logApiFailure("Blog list", list.reason);
    return data<AdminBlogList>({ ok: false, message: BLOG_LIST_MESSAGES.fetchFailed, page, title }, { status: 502 });
  }
  if (users.status === "rejected") console.warn("blog-list: user list unavailable, authors show as Unknown");
  const nameOf = authorNames(users.status === "fulfilled" ? users.value : []);
  const { blogs, limit } = list.value;
  const now = new Date();
  const rows = blogs.map(
    (blog, index): AdminBlogRow => ({
      number: rowNumber(list.value.page, limit, index),
      _id: blog._id,
      title: blog.title,
      status: blog.status ?? "published",
      author: nameOf(blog.blogCreatedBy ?? blog.author?._id),
      createdAt: blog.createdAt ?? blog.blogDate,
      scheduled: scheduleLabel(blog.status ?? "published", blog.publishAt ?? null, now),
      ...languageOfPost(blog.language),
    }),
  );
  return data<AdminBlogList>({ ok: true, rows, total: list.value.total, page: list.value.page, limit, title });
}
