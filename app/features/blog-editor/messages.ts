import { BLOGS_FETCH_FAILED, COMMENTS_FETCH_FAILED } from "~/shared/api/list-failed-messages";

/** docs/requirements.md (Messages), written once. */
export const BLOG_LIST_MESSAGES = {
  fetchFailed: BLOGS_FETCH_FAILED,
  unknownAuthor: "Unknown",
} as const;

export const DELETE_MESSAGES = {
  title: "Confirm Delete",
  question: "Are you sure you want to delete this blog?",
  success: "Blog Deleted!",
  // Two spaces, exactly as the spec's catalogue has it.
  failure: "Blog  Not Delete! Please try again.",
} as const;

export const BLOG_SAVE_MESSAGES = {
  created: "Blog created successfully!",
  updated: "Blog updated successfully!",
  createFailed: "Failed to create blog.",
  updateFailed: "Failed to update blog.",
  exception: "Something went wrong.",
  loadFailed: "Failed to load blog data.",
  titleRequired: "Title is required",
  reattachImages: "Images you attached were not kept: please attach them again.",
  unreadableForm: "The form arrived incomplete or damaged. Please try saving again.",
} as const;

export const COMMENT_MESSAGES = {
  fetchFailed: COMMENTS_FETCH_FAILED,
  deleted: "Comment deleted.",
  deleteFailed: "Comment not deleted. Please try again.",
  confirmTitle: "Delete comment",
  confirmQuestion: "Are you sure you want to delete this comment? It cannot be brought back.",
  recentTitle: "Recent comments",
  recentFailed: COMMENTS_FETCH_FAILED,
  noneYet: "No comments yet.",
} as const;
