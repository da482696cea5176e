// What other features may use of this one; the rest of the folder is private (scripts/lint/feature-boundaries.ts).
export { BlogCard } from "./blog-card";
export { ANONYMOUS, NO_COMMENT_TEXT } from "./comment-outcome";
export { formatDate, plainText, toCardData } from "./display";
export { blogPath } from "./paths";
export { TitleSearchForm } from "./title-search-form";
