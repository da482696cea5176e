/**
 * A list the API could not give: the same words on the public blog and in
 * the staff area (docs/requirements.md lists them), so both features read
 * them from here.
 */
export const BLOGS_FETCH_FAILED = "Failed to fetch blogs.";
/** A single post's page says what it could not load, not the list's words. */
export const POST_FETCH_FAILED = "This blog post could not be loaded just now.";
export const COMMENTS_FETCH_FAILED = "Failed to fetch comments.";
