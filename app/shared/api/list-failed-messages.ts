/**
 * A list the API could not give: the same words on the public blog and in
 * the staff area (docs/requirements.md lists them), so both features read
 * them from here.
 */
export const BLOGS_FETCH_FAILED = "Failed to fetch blogs.";
export const COMMENTS_FETCH_FAILED = "Failed to fetch comments.";
