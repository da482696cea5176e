/** docs/requirements.md's words, shared by the public blog and the staff area. */
export const BLOGS_FETCH_FAILED = "Failed to fetch blogs.";
export const POST_FETCH_FAILED = "This blog post could not be loaded just now.";
export const COMMENTS_FETCH_FAILED = "Failed to fetch comments.";
