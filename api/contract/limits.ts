/** Without zod, so browser code can import the numbers. */
export const BLOG_LIMITS = {
  title: 200,
  shortDesc: 5_000,
  detailedDesc: 200_000,
  tags: 20,
  tag: 40,
  altText: 200,
  images: 10,
  slug: 120,
} as const;

export const COMMENT_LIMITS = { name: 100, email: 254, website: 300, commentText: 3_000 } as const;

/** The web server sizes its body limit from them. */
export const MOVE_PHOTO_LIMITS = { perUpload: 5, bytes: 8 * 1024 * 1024 } as const;
