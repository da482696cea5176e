// What other features' server code may use of this one; the rest of the folder is private (scripts/lint/feature-boundaries.ts).
export { createBlog, deleteBlog, fetchBlog, fetchBlogs, updateBlog } from "./blogs.server";
export { blogListSitemapEntries, postSitemapEntries } from "./sitemap.server";
